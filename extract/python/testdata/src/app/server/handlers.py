# app/server has no __init__.py: a namespace package under the regular
# package app, so __name__ is app.server.handlers.
import logging
import warnings
from warnings import warn

from transformers.utils import logging as hf_logging

logger = logging.getLogger(__name__)
audit = logging.getLogger("app.audit")
pkg_logger = logging.getLogger(__package__)
hf_logger = hf_logging.get_logger(__name__)


class Handler:
    def __init__(self, log):
        self.logger = log
        self._log = logging.getLogger("app.handler")

    def handle(self, req, parser, future):
        try:
            self.run(req)
        except KeyError:
            logger.exception("no route for %s", req.path)  # want app.server.handlers "no route for {req.path}"
        if req.size > 10:
            logger.warning("request %s is %d bytes (limit %d)", req.id, req.size, 10)  # want app.server.handlers "request {req.id} is {req.size:d} bytes (limit 10)"
        logger.error(f"bad header {req.header!r}")  # want app.server.handlers "bad header {req.header!r}"
        logger.error("bad {} in {}".format(req.a, req.b))  # want app.server.handlers "bad {req.a} in {req.b}"
        logger.critical("disk " + req.disk + " is full")  # want app.server.handlers "disk {req.disk} is full"
        logger.fatal("cannot continue")  # want app.server.handlers "cannot continue"
        logger.warn("deprecated alias")  # want app.server.handlers "deprecated alias"
        logger.log(logging.ERROR, "level %s", req.level)  # want app.server.handlers "level {req.level}"
        logger.log(40, "numeric level")  # want app.server.handlers "numeric level"
        logger.log(logging.INFO, "not an error")
        logger.log(level, "unknown level")
        logger.info("info is not catalogued %s", req)
        logger.debug("nor debug")
        logger.warning("100% done")  # want app.server.handlers "100% done"
        logger.warning("%(user)s over quota", {"user": req.user})  # want app.server.handlers "{req.user} over quota"
        logger.warning_once("only once: %s", req.id)  # want app.server.handlers "only once: {req.id}"
        audit.error("denied %s", req.user)  # want app.audit "denied {req.user}"
        pkg_logger.warning("from the package")  # want app.server "from the package"
        hf_logger.warning("from transformers")  # want app.server.handlers "from transformers"
        self._log.error("handler failed")  # want app.handler "handler failed"
        self.logger.error("passed-in logger")  # want "" "passed-in logger"
        logging.warning("root logger %s", req)  # want root "root logger {req}"
        logging.getLogger("chained").error("chained call")  # want chained "chained call"
        hf_logging.warning("not the logging module")
        parser.error("argparse, not a logger")
        future.exception()
        req.error("not a logger either")
        warnings.warn("plain warning")  # want UserWarning "plain warning"
        warnings.warn(f"{req.opt} is deprecated", DeprecationWarning, stacklevel=2)  # want DeprecationWarning "{req.opt} is deprecated"
        warnings.warn("by keyword", category=errors.ConfigWarning)  # want ConfigWarning "by keyword"
        warnings.warn(FutureWarning("instance %s" % req.x))  # want FutureWarning "instance {req.x}"
        warn("imported warn", RuntimeWarning)  # want RuntimeWarning "imported warn"
        logger.error(*req.args)
