# Log records through a class's own logging methods, asyncio's exception
# handler and a project's logger wrappers.
import logging
import warnings as _warnings

logger = logging.getLogger(__name__)


class Handler:
    def log_error(self, format, *args):
        self.log_message(format, *args)

    def log_message(self, format, *args):
        sys.stderr.write("%s - - [%s] %s\n" % (self.address_string(), self.log_date_time_string(), format % args))

    def send_error(self, code, message=None):
        try:
            shortmsg, longmsg = self.responses[code]
        except KeyError:
            shortmsg, longmsg = "???", "???"
        if message is None:
            message = shortmsg
        self.log_error("code %d, message %s", code, message)  # want "" "code {code:d}, message {message}"

    def parse_request(self, requestline, e):
        self.send_error(HTTPStatus.BAD_REQUEST, "Bad request syntax (%r)" % requestline)  # want "" "code {HTTPStatus.BAD_REQUEST:d}, message Bad request syntax ({requestline!r})"
        self.send_error(404)
        self.log_error("Request timed out: %r", e)  # want "" "Request timed out: {e!r}"
        self.warn("deprecated header %s", requestline)  # want "" "deprecated header {requestline}"
        other.log_error("not ours %s", e)


class Future:
    def __del__(self):
        context = {
            "message": f"{self.__class__.__name__} exception was never retrieved",
            "exception": self._exception,
            "future": self,
        }
        self._loop.call_exception_handler(context)  # want asyncio "{self.__class__.__name__} exception was never retrieved"

    def _run(self, cb):
        self._loop.call_exception_handler({  # want asyncio "Exception in callback {cb}"
            "message": f"Exception in callback {cb}",
            "handle": self,
        })
        self._loop.call_exception_handler(ctx)


def warn_once(fmt, *args):
    logger.warning(fmt, *args)  # want logwrappers "{fmt}"


def report(what):
    logger.error(f"[report] {what} failed")  # want logwrappers "[report] {what} failed"


def use(path, n):
    warn_once("cache %s is stale after %d tries", path, n)  # want logwrappers "cache {path} is stale after {n:d} tries"
    report(f"upload of {path}")  # want logwrappers "[report] upload of {path} failed"
    report(path)


def cleanup(name):
    _warnings.warn(f"Implicitly cleaning up {name!r}", ResourceWarning)  # want ResourceWarning "Implicitly cleaning up {name!r}"


async def handle_request(req, failure_msg):
    try:
        output = await forward(req)
        raise HTTPException(status_code=500, detail=f"{failure_msg}: {output.error}")  # want HTTPException "{failure_msg}: {output.error}"
    except Exception as e:
        logger.error(f"Error during '{failure_msg}': {e}")  # want logwrappers "Error during '{failure_msg}': {e}"
        raise


async def unmerge(req):
    return await handle_request(req, "Failed to unmerge LoRA weights")  # want HTTPException "Failed to unmerge LoRA weights: {output.error}" logwrappers "Error during 'Failed to unmerge LoRA weights': {e}"


class Rule:
    # An error handler reached through a logger-like object, given a
    # message formed already and the token to cite after it.
    def set_text(self, text, token):
        self._log.error('Rule: no opening brace found: %r' % self._valuestr(text), token)  # want "" "Rule: no opening brace found: {self._valuestr(text)!r}"
        self._log.error(f'Rule: trailing {text} found', token, error=ValueError)  # want "" "Rule: trailing {text} found"
        self._log.error(PREFIX + ' %s', token)  # want "" "{PREFIX + ' %s'}"
