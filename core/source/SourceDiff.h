#pragma once
// Line diff of two kernel sources (dtl's Myers O(ND) diff, Myers 1986, "An O(ND)
// Difference Algorithm and Its Variations"), with the changed words of each changed line
// pair (a second diff over tokens), unchanged runs folded to their context, and the two
// layouts a diff view needs: unified and side by side.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// A byte range [begin, end) of a line that differs from its counterpart.
struct ChangedSpan {
    int begin = 0;
    int end = 0;
};

/// One line of the unified diff.
struct DiffLine {
    enum class Op { Same, Removed, Added };
    Op op = Op::Same;
    int leftLine = 0; ///< 1-based line of the left text, 0 for an added line
    int rightLine = 0; ///< 1-based line of the right text, 0 for a removed line
    std::string text;
    std::vector<ChangedSpan> changed; ///< changed words (Removed/Added lines that pair up)
    /// Index into SourceDiff::lines() of the line this one was changed into (or from):
    /// a removed and an added line of one change block pair up when they are similar
    /// enough to be one edited line; -1 otherwise.
    int pair = -1;
};

/// One row of the side-by-side layout: a left line, a right line, or both. A fold row
/// stands for `folded` unchanged lines that are hidden (both sides).
struct DiffRow {
    int left = -1; ///< index into SourceDiff::lines() of the left line, -1 for a blank
    int right = -1; ///< index into SourceDiff::lines() of the right line, -1 for a blank
    int folded = 0; ///< > 0: a fold of this many unchanged lines (left/right are -1)
};

/// Limits that keep a diff bounded in time and memory; beyond them the diff is refused
/// (SourceDiff::refused() says why) instead of running for minutes on a pasted blob.
struct SourceDiffLimits {
    std::size_t maxLines = 100000; ///< per side
    std::size_t maxBytes = 8u << 20; ///< per side, bytes
    std::size_t maxWordTokens = 4000; ///< tokens per line pair for the word diff; longer pairs are marked whole
    int context = 3; ///< unchanged lines kept around each change when folding
};

class SourceDiff {
public:
    /// Diffs `left` against `right` (left = old, right = new). Never throws.
    static SourceDiff compute(std::string_view left, std::string_view right, const SourceDiffLimits& limits = {});

    /// The unified diff: every line of both texts, unchanged ones once.
    const std::vector<DiffLine>& lines() const { return lines_; }
    /// Side-by-side rows; with `fold`, unchanged runs longer than 2 * context + 1 lines keep
    /// `context` lines on each side of a change and become one fold row.
    std::vector<DiffRow> sideBySide(bool fold) const;
    /// Indices into lines() for the unified layout, with fold rows as -(hidden count) - 1.
    std::vector<int> unified(bool fold) const;
    /// Unified diff text ("--- a", "+++ b", "@@ -l,n +r,m @@" hunks), as `diff -u` writes it.
    std::string unifiedText(const std::string& leftName, const std::string& rightName) const;

    int added() const { return added_; }
    int removed() const { return removed_; }
    bool identical() const { return added_ == 0 && removed_ == 0 && refused_.empty(); }
    /// Why no diff was computed (a side over the limits), or "".
    const std::string& refused() const { return refused_; }

private:
    std::vector<DiffLine> lines_;
    int added_ = 0;
    int removed_ = 0;
    int context_ = 3;
    std::string refused_;
};

} // namespace augur
