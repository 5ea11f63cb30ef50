# A package whose __init__ defines and imports nothing: the fallback below
# names its submodule through it.
