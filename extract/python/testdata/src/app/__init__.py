# A regular package: its log calls are named app.
import logging

logging.getLogger(__package__).error("package %s failed", __package__)  # want app "package {__package__} failed"
