#include "core/base/CoreMessage.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace augur {

namespace {

/// A template cut at its placeholders: literals[0] %slots[0] literals[1] ... literals[n].
struct Pieces {
    std::vector<std::string_view> literals;
    std::vector<int> slots; ///< placeholder numbers, 1-based
    std::size_t fixed = 0; ///< characters of the literals together
    bool parseable = false;
};

Pieces cut(std::string_view t) {
    Pieces p;
    std::size_t start = 0;
    for (std::size_t i = 0; i + 1 < t.size(); ++i)
        if (t[i] == '%' && t[i + 1] >= '1' && t[i + 1] <= '9') {
            p.literals.push_back(t.substr(start, i - start));
            p.slots.push_back(t[i + 1] - '0');
            start = i + 2;
            ++i;
        }
    p.literals.push_back(t.substr(start));
    bool letter = false, space = false, adjacent = false;
    for (std::size_t k = 0; k < p.literals.size(); ++k) {
        const std::string_view l = p.literals[k];
        p.fixed += l.size();
        letter = letter || std::any_of(l.begin(), l.end(), [](unsigned char c) { return std::isalpha(c) != 0; });
        space = space || l.find(' ') != std::string_view::npos;
        adjacent = adjacent || (k > 0 && k + 1 < p.literals.size() && l.empty());
    }
    // Words of its own, and at least two of them: a one-word name ("timeout", "accept") is
    // an argument of another message, never recognised on its own.
    p.parseable = letter && space && !adjacent;
    return p;
}

const std::vector<Pieces>& allPieces() {
    static const std::vector<Pieces> pieces = [] {
        std::vector<Pieces> out;
        for (int i = 0; i < static_cast<int>(MessageId::Count); ++i)
            out.push_back(cut(messageTemplate(static_cast<MessageId>(i))));
        return out;
    }();
    return pieces;
}

/// Fills `captures` with the text of each placeholder of `p` from slot `k` on, `text` from
/// `pos` on; false when the literals do not line up. Each capture holds at least one
/// character. `steps` bounds the backtracking.
bool matchFrom(const Pieces& p, std::string_view text, std::size_t pos, std::size_t k,
               std::vector<std::string_view>& captures, int& steps) {
    if (--steps < 0) return false;
    const std::size_t n = p.slots.size();
    const std::size_t end = text.size() - p.literals[n].size();
    if (k + 1 == n) {
        if (end <= pos) return false;
        captures[k] = text.substr(pos, end - pos);
        return true;
    }
    const std::string_view next = p.literals[k + 1];
    for (std::size_t q = text.find(next, pos + 1); q != std::string_view::npos && q + next.size() <= end;
         q = text.find(next, q + 1)) {
        captures[k] = text.substr(pos, q - pos);
        if (matchFrom(p, text, q + next.size(), k + 1, captures, steps)) return true;
    }
    return false;
}

std::optional<std::vector<std::string_view>> match(const Pieces& p, std::string_view text) {
    const std::string_view head = p.literals.front();
    if (p.slots.empty()) return text == head ? std::optional(std::vector<std::string_view>{}) : std::nullopt;
    const std::string_view tail = p.literals.back();
    if (text.size() < head.size() + tail.size() + p.slots.size() || text.substr(0, head.size()) != head ||
        text.substr(text.size() - tail.size()) != tail)
        return std::nullopt;
    std::vector<std::string_view> captures(p.slots.size());
    int steps = 4096;
    if (!matchFrom(p, text, head.size(), 0, captures, steps)) return std::nullopt;
    return captures;
}

/// How specific a template is when several match: one that starts with words of its own
/// first (most messages wrap a reason after a prefix: "launch plan: %1"), then by its
/// fixed characters.
std::pair<bool, std::size_t> specificity(const Pieces& p) { return {!p.literals.front().empty(), p.fixed}; }

std::optional<CoreMessage> parseDepth(std::string_view english, int depth) {
    const std::vector<Pieces>& pieces = allPieces();
    int best = -1;
    std::vector<std::string_view> bestCaptures;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (!pieces[i].parseable || (best >= 0 && specificity(pieces[i]) <= specificity(pieces[std::size_t(best)])))
            continue;
        if (auto captures = match(pieces[i], english)) {
            best = static_cast<int>(i);
            bestCaptures = std::move(*captures);
        }
    }
    if (best < 0) return std::nullopt;
    const Pieces& p = pieces[std::size_t(best)];
    CoreMessage m(static_cast<MessageId>(best));
    m.args.resize(static_cast<std::size_t>(messageArgumentCount(m.id)));
    for (std::size_t k = 0; k < p.slots.size(); ++k) {
        const std::string_view arg = bestCaptures[k];
        auto inner = depth < 4 ? parseDepth(arg, depth + 1) : std::nullopt;
        m.args[std::size_t(p.slots[k] - 1)] = inner ? std::move(*inner) : CoreMessage(std::string(arg));
    }
    return m;
}

} // namespace

int messageArgumentCount(MessageId id) {
    const auto i = static_cast<std::size_t>(id);
    if (i >= allPieces().size()) return 0;
    const std::vector<int>& slots = allPieces()[i].slots;
    return slots.empty() ? 0 : *std::max_element(slots.begin(), slots.end());
}

std::string substituteArguments(std::string_view templateText, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(templateText.size() + 16 * args.size());
    for (std::size_t i = 0; i < templateText.size(); ++i) {
        const char c = templateText[i];
        if (c == '%' && i + 1 < templateText.size() && templateText[i + 1] >= '1' && templateText[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(templateText[i + 1] - '1');
            if (k < args.size()) {
                out += args[k];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string CoreMessage::english() const {
    switch (id) {
    case MessageId::Text: return text;
    case MessageId::List: {
        std::string out;
        for (std::size_t i = 0; i < args.size(); ++i)
            out = i == 0 ? args[i].english()
                         : substituteArguments(messageTemplate(MessageId::ListPair), {out, args[i].english()});
        return out;
    }
    default: break;
    }
    std::vector<std::string> words;
    words.reserve(args.size());
    for (const CoreMessage& a : args) words.push_back(a.english());
    return substituteArguments(messageTemplate(id), words);
}

std::string coreText(MessageId id, std::vector<CoreMessage> args) { return CoreMessage(id, std::move(args)).english(); }

std::optional<CoreMessage> parseCoreMessage(std::string_view english) { return parseDepth(english, 0); }

} // namespace augur
