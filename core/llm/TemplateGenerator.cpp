#include "core/llm/TemplateGenerator.h"

#include "core/backend/MeasurementBackend.h"
#include "core/llm/client/LlmUnavailable.h"
#include "core/model/CandidateTemplate.h"
#include "core/model/LlmReplyRejection.h"
#include "core/model/Session.h"

#include <nlohmann/json.hpp>

namespace augur {

TemplateGenerator::TemplateGenerator(std::unique_ptr<Generator> llm, MeasurementBackend& backend, std::uint64_t seed)
    : llm_(std::move(llm)), backend_(backend), tuner_(backend, seed) {}

std::vector<Candidate> TemplateGenerator::propose(const Session& session, const Candidate& parent, int maxChildren) {
    if (CandidateTemplate::isTemplateNode(parent) && tuner_.validCount(session, parent) > 0) {
        // Children that do not compile are dropped; the tuner fills their places (a few
        // rounds), so a template is not taken for exhausted because of them.
        std::vector<Candidate> out;
        int want = maxChildren;
        for (int round = 0; round < 3 && want > 0; ++round) {
            auto more = tuner_.propose(session, parent, want, out);
            if (more.empty()) break;
            const std::size_t asked = more.size();
            for (auto& c : compiling(session, std::move(more))) out.push_back(std::move(c));
            want = static_cast<int>(asked) - static_cast<int>(out.size()); // what the compiler dropped
        }
        return out;
    }
    // The LLM refines what was measured: a node accepted on its forecast is a guess, and
    // children written from a guess would be accepted on theirs, without end; the GPU time
    // the surrogate saves is not spent on LLM requests instead.
    if (parent.origin != Origin::Reference && !parent.measuredSpeedup()) return {};
    std::vector<Candidate> out;
    try {
        out = llm_->propose(session, parent, maxChildren);
    } catch (const LlmUnavailable& e) {
        // Requests refused by a cap (or a stop): open templates are still tuned, without the
        // LLM; this node is left without children. A server that fails is the session's end.
        if (!e.cancelled() || !openTemplates(session)) throw;
        return {};
    }
    for (Candidate& c : out)
        if (!c.rejection && !c.source.empty() && CandidateTemplate::isTemplateNode(c)) settleNewTemplate(session, c);
    return out;
}

bool TemplateGenerator::exhaustedAfter(const Session& session, const Candidate& parent, int given, int asked) {
    // An expansion that gave nothing is the end of the node, whatever is left: nothing it
    // holds could be proposed (every open configuration is elsewhere in the session).
    if (given > 0 && CandidateTemplate::isTemplateNode(parent) && !parent.rejection &&
        tuner_.validCount(session, parent) > 0)
        return tuner_.openCount(session, parent) == 0;
    return given < asked;
}

std::optional<double> TemplateGenerator::promise(const Session& session, const Candidate& node) {
    if (!CandidateTemplate::isTemplateNode(node) || node.rejection) return std::nullopt;
    return tuner_.promise(session, node);
}

bool TemplateGenerator::openTemplates(const Session& session) {
    for (const Candidate& c : session.candidates()) {
        if (c.rejection || !CandidateTemplate::isTemplateNode(c) || session.exhausted(c.id)) continue;
        if (c.state == CandidateState::Failed || c.state == CandidateState::Excluded) continue;
        return true;
    }
    return false;
}

void TemplateGenerator::settleNewTemplate(const Session& session, Candidate& node) {
    const Problem& problem = session.problem();
    auto tmpl = CandidateTemplate::of(node, problem);
    if (!tmpl) return;
    // The defaults first, then configurations spread over the space (odometer order thinned).
    std::vector<Candidate> tries{node};
    const std::vector<Configuration> valid =
        tmpl->valid(static_cast<std::size_t>(CandidateTemplate::kMaxConfigurations));
    const auto start = tmpl->configurationOf(node);
    for (int k = 1; k < kCompileTries && static_cast<std::size_t>(k) < valid.size() + 1; ++k) {
        const Configuration& cfg = valid[(valid.size() * static_cast<std::size_t>(k)) / kCompileTries];
        if (start && cfg == *start) continue;
        Candidate c = node;
        nlohmann::json plan = nlohmann::json::parse(node.launchesJson);
        plan["parameters"] = tmpl->named(cfg);
        c.launchesJson = plan.dump();
        tries.push_back(std::move(c));
    }
    std::vector<const Candidate*> batch;
    for (const auto& c : tries) batch.push_back(&c);
    const std::vector<std::string> verdicts = backend_.compileCheck(problem, batch);
    if (verdicts.size() != tries.size()) return; // the backend cannot compile here: measurement will tell
    for (std::size_t i = 0; i < tries.size(); ++i)
        if (verdicts[i].empty()) {
            node.launchesJson = tries[i].launchesJson;
            return;
        }
    std::string log = verdicts.front();
    if (log.size() > 1200) log = log.substr(0, 1200) + "…";
    nlohmann::json reply{{"source", node.source}, {"plan", nlohmann::json::parse(node.launchesJson)}};
    node.rejection = LlmReplyRejection::make("template: does not compile at any of the " +
                                                 std::to_string(tries.size()) + " configurations tried: " + log,
                                             reply.dump());
}

std::vector<Candidate> TemplateGenerator::compiling(const Session& session, std::vector<Candidate> children) {
    std::vector<const Candidate*> batch;
    for (const auto& c : children)
        if (!c.source.empty()) batch.push_back(&c);
    if (batch.empty()) return children;
    const std::vector<std::string> verdicts = backend_.compileCheck(session.problem(), batch);
    if (verdicts.size() != batch.size()) return children;
    std::vector<Candidate> out;
    std::size_t k = 0;
    for (auto& c : children) {
        if (c.source.empty()) {
            out.push_back(std::move(c));
            continue;
        }
        if (verdicts[k++].empty())
            out.push_back(std::move(c));
        else
            tuner_.markUncompilable(session, c);
    }
    return out;
}

} // namespace augur
