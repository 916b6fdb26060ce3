#include "core/analysis/CostAccounting.h"

#include "core/model/CandidateTemplate.h"
#include "core/model/Session.h"

#include <algorithm>

namespace augur {

using nlohmann::json;

namespace {
std::optional<double> money(long long in, long long out, const std::optional<TokenPrices>& p) {
    if (!p) return std::nullopt;
    return (static_cast<double>(in) * p->inputPerMillion + static_cast<double>(out) * p->outputPerMillion) / 1e6;
}
} // namespace

std::vector<Improvement> improvements(const Session& session, const std::optional<TokenPrices>& prices) {
    return improvements(session.candidates(), prices);
}

std::vector<Improvement> improvements(const std::vector<Candidate>& candidates,
                                      const std::optional<TokenPrices>& prices) {
    // Events in time: a candidate's writing (its LLM cost) when created, its measurement
    // (its GPU time, and perhaps a new best) when committed.
    struct Event {
        double t;
        int kind; ///< 0 written, 1 measured
        const Candidate* c;
    };
    std::vector<Event> events;
    for (const Candidate& c : candidates) {
        if (c.origin == Origin::Reference) continue;
        events.push_back({c.createdS, 0, &c});
        if (c.measurement && c.measurement->order > 0) events.push_back({c.measurement->finishedS, 1, &c});
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
        if (a.kind == 1 && b.kind == 1) return a.c->measurement->order < b.c->measurement->order;
        return a.t < b.t || (a.t == b.t && a.kind < b.kind);
    });
    std::vector<Improvement> out;
    double best = 1.0, gpu = 0.0;
    int requests = 0;
    long long in = 0, outTokens = 0;
    for (const Event& e : events) {
        const CandidateCost k = costOf(*e.c);
        if (e.kind == 0) {
            requests += k.llmRequests;
            in += k.promptTokens;
            outTokens += k.completionTokens;
            continue;
        }
        gpu += k.gpuS;
        const auto s = e.c->measuredSpeedup();
        if (!s || *s <= best) continue;
        best = *s;
        out.push_back(
            {e.c->measurement->order, e.c->id, *s, gpu, requests, in + outTokens, money(in, outTokens, prices)});
        gpu = 0.0;
        requests = 0;
        in = outTokens = 0;
    }
    return out;
}

json costJson(const Session& session, const std::optional<TokenPrices>& prices) {
    double gpu = 0.0;
    int requests = 0;
    long long in = 0, outTokens = 0;
    for (const Candidate& c : session.candidates()) {
        const CandidateCost k = costOf(c);
        gpu += k.gpuS;
        requests += k.llmRequests;
        in += k.promptTokens;
        outTokens += k.completionTokens;
    }
    json j{{"gpu_s", gpu}, {"llm_requests", requests}, {"llm_tokens", in + outTokens}};
    if (auto m = money(in, outTokens, prices)) j["cost"] = *m;
    json rows = json::array();
    const auto imps = improvements(session, prices);
    double sumGpu = 0, sumCost = 0;
    long long sumReq = 0, sumTok = 0;
    for (const auto& i : imps) {
        json r{{"order", i.order},
               {"id", i.id},
               {"speedup", i.speedup},
               {"gpu_s", i.gpuS},
               {"llm_requests", i.llmRequests},
               {"tokens", i.tokens}};
        if (i.cost) r["cost"] = *i.cost;
        rows.push_back(std::move(r));
        sumGpu += i.gpuS;
        sumReq += i.llmRequests;
        sumTok += i.tokens;
        sumCost += i.cost.value_or(0.0);
    }
    j["improvements"] = rows;
    if (!imps.empty()) {
        const double n = static_cast<double>(imps.size());
        j["per_improvement"] = {
            {"gpu_s", sumGpu / n}, {"llm_requests", double(sumReq) / n}, {"tokens", double(sumTok) / n}};
        if (prices) j["per_improvement"]["cost"] = sumCost / n;
    }
    json templates = json::array();
    for (const Candidate& node : session.candidates()) {
        if (node.rejection || !CandidateTemplate::isTemplateNode(node)) continue;
        auto t = CandidateTemplate::of(node, session.problem());
        if (!t) continue;
        CandidateCost k = costOf(node);
        int candidates = 1, measured = node.measurement ? 1 : 0;
        double best = node.measuredSpeedup().value_or(0.0);
        for (CandidateId id : session.children(node.id)) {
            const Candidate& c = session.candidates()[static_cast<std::size_t>(id)];
            if (c.origin != Origin::Tuner) continue;
            const CandidateCost ck = costOf(c);
            k.gpuS += ck.gpuS;
            ++candidates;
            measured += c.spentMeasurement() ? 1 : 0;
            best = std::max(best, c.measuredSpeedup().value_or(0.0));
        }
        json r{{"id", node.id},
               {"configurations", t->validCount()},
               {"candidates", candidates},
               {"measured", measured},
               {"gpu_s", k.gpuS},
               {"llm_requests", k.llmRequests},
               {"tokens", k.promptTokens + k.completionTokens}};
        if (best > 0) r["best_speedup"] = best;
        templates.push_back(std::move(r));
    }
    if (!templates.empty()) j["templates"] = templates;
    return j;
}

} // namespace augur
