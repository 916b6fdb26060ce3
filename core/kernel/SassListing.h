#pragma once
// The SASS of a module as rows to show beside its source: each instruction with the source
// line it came from, per function, and how many instructions each source line produced (as
// Nsight Compute's source view counts them).
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// One row of a SASS listing: a function's name, a branch label or an instruction.
struct SassRow {
    /// As shown: "softmax_tuned:", ".L_x_0:", or "/*0040*/    @P0 EXIT ;" (address,
    /// predicate column, instruction; cuobjdump's encoding comments dropped).
    std::string text;
    /// 1-based line of the compiled source the instruction came from: the innermost frame
    /// in the source's own file (an inlined helper's line, not its call site); 0 for none.
    int sourceLine = 0;
    /// The line of the outermost call in the source's own file when the instruction was
    /// inlined from a function (nvdisasm -gi); 0 otherwise.
    int callLine = 0;
    int function = -1; ///< index into SassListing::functions, -1 before the first
    bool instruction = false;
    /// A NOP of the padding after a function's last instruction: shown, never counted.
    bool padding = false;
};

/// One function (kernel or non-inlined device function) of the listing.
struct SassFunction {
    std::string name;
    int headerRow = 0; ///< the row that names it
    int instructions = 0; ///< its instructions, the NOP padding after its end excluded
};

/// Rows, functions and per-line instruction counts of a disassembly.
struct SassListing {
    std::vector<SassRow> rows;
    std::vector<SassFunction> functions;
    /// perLine[L]: instructions attributed to source line L (1-based; index 0 is unused);
    /// sized to the highest line seen plus one.
    std::vector<int> perLine;
    int instructions = 0; ///< every instruction but the trailing NOP padding of each function
    bool lineInfo = false; ///< at least one instruction carries a source line

    /// Instructions of source line `line` (0 when none or out of range).
    int instructionsOn(int line) const;
    /// Rows whose instruction came from source line `line`, ascending.
    std::vector<int> rowsOf(int line) const;
    /// The rows' text joined with '\n' (what a view shows, row i on line i).
    std::string text() const;
};

/// Parses nvdisasm output (`nvdisasm -gi -c` or `-g -c`: "//## File "f", line N [inlined at
/// "f", line M]" before the instructions they cover) or `cuobjdump -sass` output (no line
/// information). `sourceName` is the file name the source was compiled as ("candidate.cu");
/// frames of other files (headers) are not attributed, and a path is matched by its last
/// component, since the compiler prefixes its working directory. Empty matches every file.
/// Never throws; unknown lines are skipped.
SassListing parseSassListing(std::string_view text, std::string_view sourceName);

} // namespace augur
