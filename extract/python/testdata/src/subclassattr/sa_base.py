# The base's __init__ keeps the class attribute when no message is given
# (self.message = message or self.message); its subclasses, in another
# file (sa_catalog.py), give their own, and are raised in a third
# (sa_session.py): each raise prints the raised class's message.


class ClientException(Exception):
    message = "ClientException"

    def __init__(self, message=None):
        self.message = message or self.message
        super(ClientException, self).__init__(self.message)
