from .cmd_errors import RunFailed


def run(cmd, status, err):
    if status:
        # the class's holes keep its __init__'s names
        raise RunFailed(cmd, status, err)  # want RunFailed "Cmd('{command[0]}') failed{status and \" due to: %s\" % status or \"!\"}\n  cmdline: {\" \".join(command)}{stderr and \"\\n  stderr: '%s'\" % stderr or \"\"}"
