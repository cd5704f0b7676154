// libpng's simplified API (Debian's libpng-dev) decodes PNG files; zlib's checksums (crc32, adler32) seal the
// files the screen renderer's encoder writes.
#include <png.h>
#include <zlib.h>

// These are macros built from other macros, which Swift does not import.
static const unsigned int CLibPNGFormatRGBA = PNG_FORMAT_RGBA;
static const unsigned int CLibPNGImageVersion = PNG_IMAGE_VERSION;
