from . import sa_catalog
from .sa_base import ClientException


def request(url):
    if not url:
        raise sa_catalog.EndpointNotFound()  # want sa_catalog.EndpointNotFound "Could not find requested endpoint in Service Catalog."
    if url == "x":
        raise sa_catalog.EndpointNotFound("no endpoint for %s" % url)  # want sa_catalog.EndpointNotFound "no endpoint for {url}"
    if url == "y":
        raise sa_catalog.CatalogException()  # want sa_catalog.CatalogException "Unknown error with service catalog."
    raise ClientException()  # want ClientException "ClientException"
