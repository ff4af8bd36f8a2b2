#ifndef WXDASH_CZLIB_SHIM_H
#define WXDASH_CZLIB_SHIM_H

// zlib, for the radar tiles' PNG pictures (inflate and the chunks' CRC-32).
#include <zlib.h>

// inflateInit is a macro passing the header's version and the stream's size, which Swift cannot call.
static inline int wx_inflate_init(z_streamp stream) { return inflateInit(stream); }

// The same for deflateInit, used by the tests' PNG writer.
static inline int wx_deflate_init(z_streamp stream, int level) { return deflateInit(stream, level); }

#endif
