# A reader whose compiled module is imported inside functions that return
# what they imported, or None when it is missing (simplejson's form): the
# fallbacks, and the functions only they reach, are tagged twin:_cfast
# (see context.golden).
from .reader import Reader
from .writer import write
