#pragma once
// Which source line each line of a PTX module came from, read from the module's own line
// information (compiled with -lineinfo): `.file` names the files and `.loc` marks where
// the instructions that follow it came from.
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// Source lines of the rows of a PTX text (row i is the text's line i, 0-based).
struct PtxLineMap {
    /// sourceLine[i]: the 1-based source line PTX row i came from, for instruction rows and
    /// `.loc` rows; 0 for declarations, labels, braces and rows of other files.
    std::vector<int> sourceLine;
    /// perLine[L]: PTX instructions attributed to source line L (index 0 unused).
    std::vector<int> perLine;
    int instructions = 0; ///< instruction rows in function bodies
    bool lineInfo = false; ///< at least one `.loc` of the source's file

    /// Rows that came from source line `line`, ascending.
    std::vector<int> rowsOf(int line) const;
};

/// Maps `ptx` (NVRTC's output with -lineinfo) to the lines of the source compiled as
/// `sourceName` (its path's last component is compared: NVRTC prefixes its working
/// directory; empty matches every file). A `.loc` with `inlined_at` is attributed to its
/// first (innermost) position, as SassListing does. Never throws.
PtxLineMap mapPtxLines(std::string_view ptx, std::string_view sourceName);

} // namespace augur
