// The bounds of the `trellis_previews` section. On ELF systems the static linker defines
// `__start_<name>` and `__stop_<name>` for every section whose name is a C identifier; they are
// declared weak so that a binary without previews links, with both NULL.
#include "TrellisPreviewSection.h"

#if defined(__ELF__)
extern const char __start_trellis_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_trellis_previews[] __attribute__((weak, visibility("hidden")));

const void *trellis_previews_section_start(void) { return __start_trellis_previews; }
const void *trellis_previews_section_end(void) { return __stop_trellis_previews; }
#else
const void *trellis_previews_section_start(void) { return 0; }
const void *trellis_previews_section_end(void) { return 0; }
#endif
