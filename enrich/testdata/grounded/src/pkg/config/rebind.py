def normalize(mode):
    # A parameter the function binds again only after the check: the
    # check reads the caller's value.
    if not isinstance(mode, str):
        raise TypeError("mode must be a str")
    mode = mode.lower()
    if mode not in ("fast", "slow"):
        # Here the check reads the rebound value: not the caller's.
        raise ValueError(f"unknown mode {mode}")
    return mode
