#ifndef TRELLIS_PREVIEW_SECTION_H
#define TRELLIS_PREVIEW_SECTION_H

/// The start of the `trellis_previews` section of the binary this code is linked into, where
/// `#Preview` places its registration records; NULL when the binary has none, and on systems
/// whose binaries are not ELF.
const void *_Nullable trellis_previews_section_start(void);

/// The end of the `trellis_previews` section (just past its last byte); NULL as for the start.
const void *_Nullable trellis_previews_section_end(void);

#endif
