// libpng's simplified API (Debian's libpng-dev) encodes and decodes the screen renderer's PNG files.
#include <png.h>

// PNG_FORMAT_RGBA is a macro built from other macros, which Swift does not import.
static const unsigned int CLibPNGFormatRGBA = PNG_FORMAT_RGBA;
static const unsigned int CLibPNGImageFlagFast = PNG_IMAGE_FLAG_FAST;
static const unsigned int CLibPNGImageVersion = PNG_IMAGE_VERSION;
