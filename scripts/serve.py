#!/usr/bin/env python
"""Serve the built book on 127.0.0.1 (JupyterLite's service worker needs http, not file://).

    python scripts/serve.py [--port 8000] [--dir _build/html]

Also used by the browser tests (``serve_in_thread``). Sets the MIME types that Pyodide needs.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args: object) -> None:
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        pass  # a reader leaving mid-download breaks a pipe: not an error


def serve_in_thread(directory: Path, port: int = 0) -> tuple[Server, str]:
    server = Server(("127.0.0.1", port), functools.partial(Handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--dir", default=str(ROOT / "_build" / "html"))
    args = ap.parse_args()
    server, url = serve_in_thread(Path(args.dir), args.port)
    print(f"Serving the book at {url} (Ctrl-C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
