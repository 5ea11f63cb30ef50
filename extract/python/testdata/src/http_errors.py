# HTTP error responses: httpStatus and errorCode beside the message.
from http import HTTPStatus

from fastapi import HTTPException, status
from fastapi.responses import JSONResponse, ORJSONResponse, Response
from flask import abort


class Server:
    async def handle(self, req):
        if req.model is None:
            raise HTTPException(status_code=400, detail=f"model {req.model} not found")  # want HTTPException "model {req.model} not found"
        if req.size > 10:
            raise HTTPException(413, "request too large")  # want HTTPException "request too large"
        if not req.auth:
            raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="unauthorized")  # want HTTPException "unauthorized"
        if req.slow:
            raise HTTPException(status_code=HTTPStatus.SERVICE_UNAVAILABLE.value, detail="overloaded")  # want HTTPException "overloaded"
        if req.bad:
            return self.create_error_response(  # want BadRequestError "Invalid prompt type: {type(req.prompt)}"
                f"Invalid prompt type: {type(req.prompt)}",
                err_type="BadRequestError",
                status_code=HTTPStatus.BAD_REQUEST,
            )
        if req.broken:
            return self.create_error_response("Failed to parse")  # want self.create_error_response "Failed to parse"
        if req.missing:
            return ORJSONResponse({"error": {"message": "no such rid"}}, status_code=404)  # want ORJSONResponse "no such rid"
        if req.down:
            return Response(status_code=503)  # want Response ""
        if req.text:
            return JSONResponse(content="plain text error", status_code=500, code="internal")  # want JSONResponse "plain text error"
        if req.quota:
            abort(429, description="slow down")  # want abort "slow down"
        return Response(content="fine", status_code=200)

    def ok(self, rid):
        abort(rid)  # sglang's abort(rid) is not Flask's
        return ORJSONResponse(content={"ok": True}, status_code=status_code)


def helper(err):
    err = HTTPException(status_code=409, detail="conflict")
    raise err  # want HTTPException "conflict"
