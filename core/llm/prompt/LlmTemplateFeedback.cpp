#include "core/llm/prompt/LlmTemplateFeedback.h"

#include "core/llm/prompt/LlmDiagnosisDigest.h"
#include "core/llm/prompt/LlmPromptText.h"
#include "core/model/CandidateTemplate.h"
#include "core/model/Session.h"

#include <algorithm>
#include <cstdio>

namespace augur {

namespace {
std::string speedup(double s) {
    char b[32];
    std::snprintf(b, sizeof b, "%.3f", s);
    return b;
}

/// A configuration as the prompt shows it: the plan's "parameters" of a kernel template's
/// child, the configuration of a configuration template's.
std::string configurationText(const Session& session, const CandidateTemplate& t, const Candidate& c) {
    if (auto cfg = t.configurationOf(c)) return t.space().key(*cfg);
    if (!c.configuration.empty()) return LlmPromptText::configuration(session.problem(), c.configuration);
    return "#" + std::to_string(c.id);
}

struct Summary {
    const Candidate* node = nullptr;
    double best = 0.0;
    std::string text;
};
} // namespace

std::string LlmTemplateFeedback::text(const Session& session, std::size_t maxTemplates) {
    std::vector<Summary> all;
    for (const Candidate& node : session.candidates()) {
        if (!CandidateTemplate::isTemplateNode(node)) continue;
        auto t = CandidateTemplate::of(node, session.problem());
        if (!t) continue;
        std::vector<const Candidate*> members{&node};
        for (CandidateId id : session.children(node.id)) {
            const Candidate& c = session.candidates()[static_cast<std::size_t>(id)];
            if (c.origin == Origin::Tuner) members.push_back(&c);
        }
        std::vector<const Candidate*> ok, failed;
        for (const Candidate* c : members) {
            if (c->measuredSpeedup())
                ok.push_back(c);
            else if (c->measurement)
                failed.push_back(c);
        }
        std::sort(ok.begin(), ok.end(),
                  [](const Candidate* a, const Candidate* b) { return *a->measuredSpeedup() > *b->measuredSpeedup(); });
        Summary s;
        s.node = &node;
        s.best = ok.empty() ? 0.0 : *ok.front()->measuredSpeedup();
        s.text = "- template #" + std::to_string(node.id) + " (" + LlmPromptText::idea(node) +
            "): " + std::to_string(t->validCount()) + " valid configurations of " + std::to_string(t->product()) +
            "; " + std::to_string(ok.size() + failed.size()) + " measured, " + std::to_string(failed.size()) +
            " failed\n";
        for (std::size_t i = 0; i < ok.size() && i < 3; ++i)
            s.text +=
                "  S = " + speedup(*ok[i]->measuredSpeedup()) + " at " + configurationText(session, *t, *ok[i]) + "\n";
        for (std::size_t i = 0; i < failed.size() && i < 2; ++i) {
            std::string why = failed[failed.size() - 1 - i]->measurement->failureReason;
            if (why.size() > 160) why = why.substr(0, 157) + "...";
            s.text += "  failed at " + configurationText(session, *t, *failed[failed.size() - 1 - i]) + ": " +
                std::string(measurementStatusName(failed[failed.size() - 1 - i]->measurement->status)) + " " + why +
                "\n";
        }
        if (!ok.empty()) {
            const std::string d = LlmDiagnosisDigest::text(*ok.front()->measurement);
            if (d != "(none)") s.text += "  diagnoses of its best: " + d + "\n";
        }
        all.push_back(std::move(s));
    }
    if (all.empty()) return "(no templates yet)";
    std::stable_sort(all.begin(), all.end(), [](const Summary& a, const Summary& b) { return a.best > b.best; });
    std::string out;
    for (std::size_t i = 0; i < all.size() && i < maxTemplates; ++i) out += all[i].text;
    return out;
}

} // namespace augur
