# Constructions in another file: the link adds their texts at rules.py's
# raise (see rules.py's want comments); a construction giving no text
# (message left None) adds none.
from .rules import Validator

email = Validator(r".+@.+", message="Enter a valid email address.")
slug = Validator(r"[-a-z]+", "Enter a valid slug.")
plain = Validator(r".*")
