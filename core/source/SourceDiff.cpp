#include "core/source/SourceDiff.h"

#include <dtl/dtl.hpp>

#include <algorithm>
#include <cctype>
#include <iterator>
#include <sstream>

namespace augur {

namespace {

std::vector<std::string> splitLines(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.emplace_back(line);
        start = end + 1;
    }
    return lines;
}

/// Byte ranges of the tokens of a line: identifiers and numbers whole, whitespace runs
/// whole, every other character alone (so "a+b" vs "a-b" marks only the operator).
std::vector<std::pair<int, int>> tokenRanges(const std::string& line) {
    std::vector<std::pair<int, int>> out;
    const int n = static_cast<int>(line.size());
    int i = 0;
    auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80); };
    auto space = [](char c) { return c == ' ' || c == '\t'; };
    while (i < n) {
        int j = i + 1;
        if (word(line[i]))
            while (j < n && word(line[j])) ++j;
        else if (space(line[i]))
            while (j < n && space(line[j])) ++j;
        out.emplace_back(i, j);
        i = j;
    }
    return out;
}

void addSpan(std::vector<ChangedSpan>& spans, int begin, int end) {
    if (!spans.empty() && spans.back().end == begin)
        spans.back().end = end;
    else
        spans.push_back({begin, end});
}

/// Marks the tokens that differ between a removed and an added line.
void diffWords(DiffLine& removed, DiffLine& added, std::size_t maxTokens) {
    const auto lt = tokenRanges(removed.text), rt = tokenRanges(added.text);
    if (lt.size() > maxTokens || rt.size() > maxTokens) {
        removed.changed = {{0, static_cast<int>(removed.text.size())}};
        added.changed = {{0, static_cast<int>(added.text.size())}};
        return;
    }
    std::vector<std::string> a, b;
    for (auto [s, e] : lt)
        a.push_back(removed.text.substr(static_cast<std::size_t>(s), static_cast<std::size_t>(e - s)));
    for (auto [s, e] : rt) b.push_back(added.text.substr(static_cast<std::size_t>(s), static_cast<std::size_t>(e - s)));
    dtl::Diff<std::string, std::vector<std::string>> d(a, b);
    d.compose();
    for (const auto& [token, info] : d.getSes().getSequence()) {
        if (info.type == dtl::SES_DELETE) {
            const auto& r = lt[static_cast<std::size_t>(info.beforeIdx - 1)];
            addSpan(removed.changed, r.first, r.second);
        } else if (info.type == dtl::SES_ADD) {
            const auto& r = rt[static_cast<std::size_t>(info.afterIdx - 1)];
            addSpan(added.changed, r.first, r.second);
        }
    }
}

/// How alike two lines are, from 0 to 1: twice the shared non-blank tokens over the
/// tokens of both (a line with one renamed variable scores high, an unrelated line low).
double lineSimilarity(const std::string& a, const std::string& b) {
    auto tokens = [](const std::string& line) {
        std::vector<std::string> out;
        for (auto [s, e] : tokenRanges(line))
            if (line[static_cast<std::size_t>(s)] != ' ' && line[static_cast<std::size_t>(s)] != '\t')
                out.push_back(line.substr(static_cast<std::size_t>(s), static_cast<std::size_t>(e - s)));
        std::sort(out.begin(), out.end());
        return out;
    };
    const auto ta = tokens(a), tb = tokens(b);
    if (ta.empty() && tb.empty()) return 1.0;
    std::vector<std::string> common;
    std::set_intersection(ta.begin(), ta.end(), tb.begin(), tb.end(), std::back_inserter(common));
    return 2.0 * static_cast<double>(common.size()) / static_cast<double>(ta.size() + tb.size());
}

/// Pairs the removed and added lines of one change block that are edits of each other:
/// the order-preserving matching of largest total similarity (dynamic programming, as in
/// an alignment), keeping pairs at least 0.5 alike, so lines inserted before an edited
/// line do not push the pairing off by one; the lines left between two such pairs on both
/// sides pair in order. A block too large for the table (over 40,000 cells) pairs lines in
/// order. Pairs are returned in order.
std::vector<std::pair<std::size_t, std::size_t>> pairEditedLines(const std::vector<DiffLine>& removed,
                                                                 const std::vector<DiffLine>& added) {
    constexpr double kMinSimilarity = 0.5;
    const std::size_t n = removed.size(), m = added.size();
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    if (n == 0 || m == 0) return pairs;
    if (n * m > 40000) {
        for (std::size_t i = 0; i < std::min(n, m); ++i) pairs.emplace_back(i, i);
        return pairs;
    }
    std::vector<double> sim(n * m);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < m; ++j) {
            const double s = lineSimilarity(removed[i].text, added[j].text);
            sim[i * m + j] = s >= kMinSimilarity ? s : 0.0;
        }
    // best[i][j]: the largest total over removed[i..] and added[j..].
    std::vector<double> best((n + 1) * (m + 1), 0.0);
    auto at = [&](std::size_t i, std::size_t j) -> double& { return best[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;) {
            const double s = sim[i * m + j];
            at(i, j) = std::max({at(i + 1, j), at(i, j + 1), s > 0.0 ? s + at(i + 1, j + 1) : 0.0});
        }
    std::vector<std::pair<std::size_t, std::size_t>> similar;
    std::size_t i = 0, j = 0;
    while (i < n && j < m) {
        const double s = sim[i * m + j];
        if (s > 0.0 && at(i, j) == s + at(i + 1, j + 1)) {
            similar.emplace_back(i, j);
            ++i;
            ++j;
        } else if (at(i, j) == at(i + 1, j)) {
            ++i;
        } else {
            ++j;
        }
    }
    // Between two similar pairs (and before the first, after the last), lines left on both
    // sides are rewrites of each other in order: a rewritten line faces its replacement.
    std::size_t r = 0, a = 0;
    similar.emplace_back(n, m); // sentinel
    for (auto [sr, sa] : similar) {
        for (; r < sr && a < sa; ++r, ++a) pairs.emplace_back(r, a);
        if (sr < n) pairs.emplace_back(sr, sa);
        r = sr + 1;
        a = sa + 1;
    }
    return pairs;
}

/// Keeps `context` unchanged rows on each side of a change; longer unchanged runs become
/// one fold entry. `same[i]` says whether row i is unchanged.
template <typename Row, typename MakeFold>
std::vector<Row> foldRuns(const std::vector<Row>& rows, const std::vector<bool>& same, int context, MakeFold makeFold) {
    std::vector<Row> out;
    const std::size_t n = rows.size();
    std::size_t i = 0;
    while (i < n) {
        if (!same[i]) {
            out.push_back(rows[i++]);
            continue;
        }
        std::size_t j = i;
        while (j < n && same[j]) ++j;
        const std::size_t keepBefore = i == 0 ? 0 : static_cast<std::size_t>(context);
        const std::size_t keepAfter = j == n ? 0 : static_cast<std::size_t>(context);
        const std::size_t length = j - i;
        if (length > keepBefore + keepAfter + 1) {
            for (std::size_t k = i; k < i + keepBefore; ++k) out.push_back(rows[k]);
            out.push_back(makeFold(static_cast<int>(length - keepBefore - keepAfter)));
            for (std::size_t k = j - keepAfter; k < j; ++k) out.push_back(rows[k]);
        } else {
            for (std::size_t k = i; k < j; ++k) out.push_back(rows[k]);
        }
        i = j;
    }
    return out;
}

} // namespace

SourceDiff SourceDiff::compute(std::string_view left, std::string_view right, const SourceDiffLimits& limits) {
    SourceDiff diff;
    diff.context_ = std::max(0, limits.context);
    if (left.size() > limits.maxBytes || right.size() > limits.maxBytes) {
        diff.refused_ = "a source over " + std::to_string(limits.maxBytes >> 20) + " MiB is not diffed (" +
            std::to_string(std::max(left.size(), right.size()) >> 10) + " KiB)";
        return diff;
    }
    const std::vector<std::string> a = splitLines(left), b = splitLines(right);
    if (a.size() > limits.maxLines || b.size() > limits.maxLines) {
        diff.refused_ = "a source over " + std::to_string(limits.maxLines) + " lines is not diffed (" +
            std::to_string(std::max(a.size(), b.size())) + " lines)";
        return diff;
    }
    dtl::Diff<std::string, std::vector<std::string>> d(a, b);
    if (a.size() + b.size() > 20000) d.onHuge(); // bounded memory for long sources (dtl's own switch)
    d.compose();
    const auto sequence = d.getSes().getSequence();
    // Each block of consecutive changes: removed lines first, then added (as diff -u
    // writes them); the i-th removed and i-th added line form a pair for the word diff.
    std::size_t k = 0;
    while (k < sequence.size()) {
        const auto& [text, info] = sequence[k];
        if (info.type == dtl::SES_COMMON) {
            DiffLine l;
            l.op = DiffLine::Op::Same;
            l.leftLine = static_cast<int>(info.beforeIdx);
            l.rightLine = static_cast<int>(info.afterIdx);
            l.text = text;
            diff.lines_.push_back(std::move(l));
            ++k;
            continue;
        }
        std::vector<DiffLine> removed, added;
        while (k < sequence.size() && sequence[k].second.type != dtl::SES_COMMON) {
            const auto& [t, in] = sequence[k];
            DiffLine l;
            l.text = t;
            if (in.type == dtl::SES_DELETE) {
                l.op = DiffLine::Op::Removed;
                l.leftLine = static_cast<int>(in.beforeIdx);
                removed.push_back(std::move(l));
            } else {
                l.op = DiffLine::Op::Added;
                l.rightLine = static_cast<int>(in.afterIdx);
                added.push_back(std::move(l));
            }
            ++k;
        }
        const std::vector<std::pair<std::size_t, std::size_t>> pairs = pairEditedLines(removed, added);
        const int base = static_cast<int>(diff.lines_.size());
        const int addedBase = base + static_cast<int>(removed.size());
        for (auto [r, a] : pairs) {
            diffWords(removed[r], added[a], limits.maxWordTokens);
            removed[r].pair = addedBase + static_cast<int>(a);
            added[a].pair = base + static_cast<int>(r);
        }
        diff.removed_ += static_cast<int>(removed.size());
        diff.added_ += static_cast<int>(added.size());
        for (auto& l : removed) diff.lines_.push_back(std::move(l));
        for (auto& l : added) diff.lines_.push_back(std::move(l));
    }
    return diff;
}

std::vector<DiffRow> SourceDiff::sideBySide(bool fold) const {
    std::vector<DiffRow> rows;
    std::vector<bool> same;
    std::size_t i = 0;
    while (i < lines_.size()) {
        if (lines_[i].op == DiffLine::Op::Same) {
            const int index = static_cast<int>(i);
            rows.push_back({index, index, 0});
            same.push_back(true);
            ++i;
            continue;
        }
        std::vector<int> removed, added;
        while (i < lines_.size() && lines_[i].op != DiffLine::Op::Same) {
            (lines_[i].op == DiffLine::Op::Removed ? removed : added).push_back(static_cast<int>(i));
            ++i;
        }
        // Paired lines share a row; the unpaired ones between pairs get rows of their own
        // (against a blank), removed before added, so both sides keep their order.
        std::size_t r = 0, a = 0;
        auto emit = [&](int left, int right) {
            rows.push_back({left, right, 0});
            same.push_back(false);
        };
        while (r < removed.size() || a < added.size()) {
            const int pairOfR = r < removed.size() ? lines_[static_cast<std::size_t>(removed[r])].pair : -1;
            if (r < removed.size() && pairOfR < 0) {
                emit(removed[r++], -1);
            } else if (a < added.size() && lines_[static_cast<std::size_t>(added[a])].pair < 0) {
                emit(-1, added[a++]);
            } else if (r < removed.size() && a < added.size()) {
                emit(removed[r++], added[a++]); // both paired: pairs are in order
            } else if (r < removed.size()) {
                emit(removed[r++], -1);
            } else {
                emit(-1, added[a++]);
            }
        }
    }
    if (!fold) return rows;
    return foldRuns(rows, same, context_, [](int n) { return DiffRow{-1, -1, n}; });
}

std::vector<int> SourceDiff::unified(bool fold) const {
    std::vector<int> rows(lines_.size());
    std::vector<bool> same(lines_.size());
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        rows[i] = static_cast<int>(i);
        same[i] = lines_[i].op == DiffLine::Op::Same;
    }
    if (!fold) return rows;
    return foldRuns(rows, same, context_, [](int n) { return -n - 1; });
}

std::string SourceDiff::unifiedText(const std::string& leftName, const std::string& rightName) const {
    std::ostringstream out;
    if (!refused_.empty() || identical()) return {};
    out << "--- " << leftName << "\n+++ " << rightName << "\n";
    const int context = context_;
    const int n = static_cast<int>(lines_.size());
    int i = 0;
    while (i < n) {
        // Next change; the hunk starts `context` lines before it and grows while the next
        // change is within 2 * context unchanged lines.
        int first = i;
        while (first < n && lines_[static_cast<std::size_t>(first)].op == DiffLine::Op::Same) ++first;
        if (first == n) break;
        int start = std::max(i, first - context);
        int end = first; // one past the last changed line of the hunk
        int scan = first;
        while (scan < n) {
            if (lines_[static_cast<std::size_t>(scan)].op != DiffLine::Op::Same) {
                end = ++scan;
                continue;
            }
            int run = scan;
            while (run < n && lines_[static_cast<std::size_t>(run)].op == DiffLine::Op::Same) ++run;
            if (run < n && run - scan <= 2 * context) {
                scan = run;
                continue;
            }
            break;
        }
        const int stop = std::min(n, end + context);
        int leftStart = 0, rightStart = 0, leftCount = 0, rightCount = 0;
        int leftBefore = 0, rightBefore = 0; // last line numbers before the hunk
        for (int k = 0; k < start; ++k) {
            const DiffLine& l = lines_[static_cast<std::size_t>(k)];
            if (l.leftLine) leftBefore = l.leftLine;
            if (l.rightLine) rightBefore = l.rightLine;
        }
        for (int k = start; k < stop; ++k) {
            const DiffLine& l = lines_[static_cast<std::size_t>(k)];
            if (l.op != DiffLine::Op::Added) {
                if (!leftStart) leftStart = l.leftLine;
                ++leftCount;
            }
            if (l.op != DiffLine::Op::Removed) {
                if (!rightStart) rightStart = l.rightLine;
                ++rightCount;
            }
        }
        // An empty side is written as the line before the hunk with count 0 (diff -u).
        if (!leftCount) leftStart = leftBefore;
        if (!rightCount) rightStart = rightBefore;
        out << "@@ -" << leftStart << "," << leftCount << " +" << rightStart << "," << rightCount << " @@\n";
        for (int k = start; k < stop; ++k) {
            const DiffLine& l = lines_[static_cast<std::size_t>(k)];
            out << (l.op == DiffLine::Op::Same ? ' ' : l.op == DiffLine::Op::Removed ? '-' : '+') << l.text << "\n";
        }
        i = stop;
    }
    return out.str();
}

} // namespace augur
