#include "core/llm/prompt/LlmSearchMemory.h"

#include "core/llm/prompt/LlmPromptText.h"
#include "core/model/LlmReplyRejection.h"

#include <algorithm>
#include <set>

namespace augur {

namespace {
std::string name(const Session& s, const Candidate& c) {
    if (c.origin == Origin::Reference) return "the reference";
    std::string n = "#" + std::to_string(c.id);
    if (!c.configuration.empty()) n += " [" + LlmPromptText::configuration(s.problem(), c.configuration) + "]";
    return n;
}

std::string block(const Session& s, const Candidate& c, const char* role, bool withSource, std::size_t clip) {
    std::string out = std::string(role) + ": " + name(s, c) + " -> " + LlmPromptText::outcome(c);
    if (auto idea = LlmPromptText::idea(c); !idea.empty()) out += "\n  idea: " + idea;
    if (withSource && !c.source.empty()) {
        out += "\n```cuda\n" + LlmPromptText::clip(c.source, clip) + "\n```";
        if (c.origin != Origin::Reference) out += "\n  launches: " + LlmPromptText::candidateLaunches(c);
    }
    return out;
}
} // namespace

std::string LlmSearchMemory::contrastive(const Session& session, CandidateId exclude, bool withSource,
                                         const LlmSearchMemoryOptions& o) {
    std::vector<const Candidate*> ok, failed;
    for (const auto& c : session.candidates()) {
        if (c.id == exclude || !c.measurement || LlmReplyRejection::isRejected(c)) continue;
        (c.measurement->ok() ? ok : failed).push_back(&c);
    }
    if (ok.empty() && failed.empty()) return "(none yet)";
    const int scale = withSource ? 1 : 3; // one-line entries: show more of them
    std::set<CandidateId> shown;
    std::string out;
    auto add = [&](const Candidate* c, const char* role) {
        if (!shown.insert(c->id).second) return;
        out += (out.empty() ? "" : "\n") +
            block(session, *c, role, withSource && c->origin != Origin::Reference, o.maxSourceChars);
    };
    auto bySpeedup = ok;
    std::sort(bySpeedup.begin(), bySpeedup.end(),
              [](const Candidate* a, const Candidate* b) { return a->measurement->speedup > b->measurement->speedup; });
    // The slowest are set aside first, so that with few measurements a slow one is
    // never labelled "best".
    const int n = static_cast<int>(bySpeedup.size());
    const int worst = n > 1 ? std::min(o.worst * scale, n / 2) : 0;
    const int best = std::min(o.best * scale, n - worst);
    for (int i = 0; i < best; ++i) add(bySpeedup[static_cast<std::size_t>(i)], "best");
    for (int i = worst - 1; i >= 0; --i) add(bySpeedup[static_cast<std::size_t>(n - 1 - i)], "slowest");
    for (int i = 0; i < o.failures * scale && i < static_cast<int>(failed.size()); ++i)
        add(failed[failed.size() - 1 - static_cast<std::size_t>(i)], "failed");
    int recent = 0;
    for (auto it = ok.rbegin(); it != ok.rend() && recent < o.recent * scale; ++it)
        if (!shown.count((*it)->id)) {
            add(*it, "recent");
            ++recent;
        }
    return out;
}

std::string LlmSearchMemory::memory(const Session& session, const std::vector<std::string>& notes,
                                    const LlmSearchMemoryOptions& o) {
    std::vector<std::string> lines;
    for (const auto& c : session.candidates()) {
        if (c.origin != Origin::Llm) continue;
        std::string l = name(session, c) + (c.parent != kNoCandidate ? " from #" + std::to_string(c.parent) : "");
        if (auto idea = LlmPromptText::idea(c); !idea.empty()) l += ": " + idea.substr(0, 200);
        if (auto why = LlmReplyRejection::reason(c))
            l += " -> reply rejected: " + why->substr(0, 200);
        else
            l += " -> " + LlmPromptText::outcome(c);
        lines.push_back(std::move(l));
    }
    const std::size_t keepNotes = std::min<std::size_t>(notes.size(), 4);
    const std::size_t room =
        static_cast<std::size_t>(std::max(0, o.memoryLines)) > keepNotes ? o.memoryLines - keepNotes : 0;
    std::string out;
    for (std::size_t i = lines.size() > room ? lines.size() - room : 0; i < lines.size(); ++i)
        out += (out.empty() ? "- " : "\n- ") + lines[i];
    for (std::size_t i = notes.size() - keepNotes; i < notes.size(); ++i)
        out += (out.empty() ? "- " : "\n- ") + notes[i];
    return out.empty() ? "(nothing generated yet)" : out;
}

} // namespace augur
