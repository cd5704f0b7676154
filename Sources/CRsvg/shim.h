// librsvg 2.46+ (Debian's librsvg2-dev) turns the screen renderer's SVG into pixels in-process, drawing with cairo.
//
// The librsvg and GLib functions used are declared here rather than by including <librsvg/rsvg.h>: that header
// needs GLib's include paths from pkg-config, whose "-pthread" flag SwiftPM rejects with a warning on every build.
// The declarations are librsvg's stable 2.x ABI (rsvg.h, rsvg-cairo.h; GLib's gerror.h, gobject.h).
#include <stddef.h>
#include <stdint.h>
#include <cairo/cairo.h>

typedef struct _RsvgHandle RsvgHandle;

/// GLib's GError: a domain quark, a code and a message.
typedef struct _GError {
  uint32_t domain;
  int code;
  char *message;
} GError;

/// librsvg's RsvgRectangle: a viewport in cairo user units.
typedef struct {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void g_object_unref(void *object);
void g_error_free(GError *error);

// cairo's FreeType font backend (cairo-ft.h, Debian's libcairo2-dev), declared here for the same reason: the header
// needs FreeType's include path. The screen renderer draws text runs with glyph indices and positions from
// TextMeasurement; `face` is an FT_Face.
cairo_font_face_t *cairo_ft_font_face_create_for_ft_face(void *face, int load_flags);
