from . import sa_base


class CatalogException(sa_base.ClientException):
    message = "Unknown error with service catalog."


class EndpointNotFound(CatalogException):
    message = "Could not find requested endpoint in Service Catalog."
