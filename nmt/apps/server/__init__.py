"""The HTTP server of ``nmt-serve``: the FastAPI app (api), the batching queue (batcher), what a
translation request does (service), its JSON schemas, GET /info, a request-size limit, and
the web page's files (web/)."""
