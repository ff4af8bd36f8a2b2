#!/usr/bin/env python3
"""A loopback HTTP server for wxdash's end-to-end tests.

Usage: fixture_server.py ROUTES.json [PORT]
ROUTES.json maps a path ("/v1/forecast", or "/v1/forecast?latitude=54.68" for requests whose query holds that
text: the longest match wins over the bare path) to {"status": 200, "body_file": "...", "body": "...",
"headers": {...}, "delay": seconds, "close_early": true, "fail_every": N}; with fail_every every
Nth request to that path gets a 503 instead. Hostile answers for the transport's tests:
"endless" (a body with no length that never ends; "chunked": true sends it chunked),
"trickle_body" (headers, then one byte of the body a second), "trickle_headers" (a status line,
then one header line every 2 s), "gzip_bomb_mib": N (a gzip body that inflates to N MiB),
"reset" (read the request, then reset the connection) and "silent" (read it, never answer);
"gzip": true sends the body gzip-compressed.
It binds 127.0.0.1 on a free port, prints "PORT <n>" on stdout, logs each request line to
stderr, appends each request's path and headers (a JSON line) to the file in $FIXTURE_REQUEST_LOG if set, and serves until
its stdin closes (the test is done, or died) or it has been idle for 600 seconds (under the
sanitizers a test can wait minutes between two requests).
With $FIXTURE_RAINVIEWER naming a scene file it also answers as RainViewer does (see rainviewer_scene.py).
"""
import gzip
import json
import os
import socket
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

routes = json.load(open(sys.argv[1], encoding="utf-8"))
# A RainViewer-like radar (rainviewer_scene.py) when $FIXTURE_RAINVIEWER names a scene.
if os.environ.get("FIXTURE_RAINVIEWER"):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import rainviewer_scene as radar
else:
    radar = None
last_request = [time.monotonic()]
request_counts = {}
request_log = os.environ.get("FIXTURE_REQUEST_LOG")
log_lock = threading.Lock()


def find_route(path, query):
    """The route for a request: a key "PATH?TEXT" matches PATH when its raw query contains TEXT (the longest such
    key wins, so places can each have their own answer); else the key PATH itself."""
    best = None
    for key, route in routes.items():
        if "?" not in key:
            continue
        route_path, needle = key.split("?", 1)
        if route_path == path and needle in query and (best is None or len(key) > len(best[0])):
            best = (key, route)
    return best or (path, routes.get(path))


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        last_request[0] = time.monotonic()
        path = urlsplit(self.path).path
        if request_log:
            entry = {"path": path, "query": urlsplit(self.path).query, "headers": {name.lower(): value for name, value in self.headers.items()}}
            with log_lock, open(request_log, "a", encoding="utf-8") as log:
                log.write(json.dumps(entry) + "\n")
        if radar is not None:
            radar_answer = radar.answer(path, "http://127.0.0.1:%d" % self.server.server_address[1])
            if radar_answer is not None:
                status, kind, body = radar_answer
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
        route_key, route = find_route(path, urlsplit(self.path).query)
        if route is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        request_counts[route_key] = request_counts.get(route_key, 0) + 1
        if route.get("fail_every") and request_counts[route_key] % route["fail_every"] == 0:
            body = b'{"error":true,"reason":"The service is overloaded"}'
            self.send_response(503)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if route.get("delay"):
            time.sleep(route["delay"])
        if route.get("reset"):
            # SO_LINGER with a zero timeout turns close() into a reset.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.connection.close()
            self.close_connection = True
            return
        if route.get("silent"):
            try:
                while self.connection.recv(1024):
                    pass
            except OSError:
                pass
            self.close_connection = True
            return
        if route.get("trickle_headers"):
            self.close_connection = True
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\n")
                self.wfile.flush()
                n = 0
                while True:
                    time.sleep(2)
                    n += 1
                    self.wfile.write(b"X-Trickle-%d: %d\r\n" % (n, n))
                    self.wfile.flush()
            except OSError:
                return
        if route.get("trickle_body"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000")
            self.end_headers()
            self.close_connection = True
            try:
                for _ in range(1000):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(1)
            except OSError:
                pass
            return
        if route.get("bare_body"):
            self.close_connection = True
            self.wfile.write(route.get("body", "").encode("utf-8"))
            return
        if route.get("header_line_bytes"):
            self.close_connection = True
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\nX-Long: " + b"a" * route["header_line_bytes"] + b"\r\n\r\n{}")
            except OSError:
                pass
            return
        if route.get("gzip_bomb_mib"):
            self.send_gzip_bomb(route["gzip_bomb_mib"])
            return
        if route.get("endless") and route.get("chunked"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            self.close_connection = True
            chunk = b" " * 65536
            try:
                while True:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    time.sleep(0.001)
            except OSError:
                return
        if route.get("endless"):
            # A body with no length that never ends: only a client that stops reading ends it. At about
            # 64 MB/s, a fast real link, rather than loopback's full speed (see README, Hostile data).
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            chunk = b" " * 65536
            try:
                while True:
                    self.wfile.write(chunk)
                    time.sleep(0.001)
            except OSError:
                return
        if "body_file" in route:
            body = open(route["body_file"], "rb").read()
        else:
            body = route.get("body", "").encode("utf-8")
        headers = {"Content-Type": "application/json; charset=utf-8"}
        if route.get("gzip"):
            body = gzip.compress(body)
            headers["Content-Encoding"] = "gzip"
        self.send_response(route.get("status", 200))
        headers.update(route.get("headers", {}))
        for name, value in headers.items():
            self.send_header(name, value)
        # A Content-Length larger than the body sent: only a client that believes the header refuses at once.
        self.send_header("Content-Length", str(route.get("announce_length", len(body))))
        self.end_headers()
        if route.get("announce_length"):
            self.wfile.write(body)
            self.wfile.flush()
            self.close_connection = True
            return
        if route.get("close_early"):
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(body)

    def send_gzip_bomb(self, mebibytes):
        """A gzip body of N MiB of spaces, compressed as it is sent (about 1 KiB on the wire per MiB)."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
        mebibyte = b" " * (1024 * 1024)
        try:
            for _ in range(mebibytes):
                piece = compressor.compress(mebibyte)
                if piece:
                    self.wfile.write(piece)
            self.wfile.write(compressor.flush())
        except OSError:
            return

    def log_message(self, format, *args):
        sys.stderr.write("%s\n" % (format % args))


def stop_when_idle(server):
    while True:
        time.sleep(5)
        if time.monotonic() - last_request[0] > 600:
            server.shutdown()
            return


def stop_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


ThreadingHTTPServer.allow_reuse_address = True
server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[2]) if len(sys.argv) > 2 else 0), Handler)
server.daemon_threads = True
print("PORT %d" % server.server_address[1], flush=True)
threading.Thread(target=stop_when_idle, args=(server,), daemon=True).start()
threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
server.serve_forever()
