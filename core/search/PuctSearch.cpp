#include "core/search/PuctSearch.h"
#include "core/model/CandidateTemplate.h"

#include "core/model/Session.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace augur {

namespace {
bool expandable(const Session& s, const Candidate& c) {
    if (s.exhausted(c.id)) return false;
    // A deferred candidate waiting for measurement is expanded on its forecast, so the
    // search is never blocked on the measurement queue.
    return c.state == CandidateState::Measured || c.state == CandidateState::Accepted ||
        c.state == CandidateState::Deferred;
}
} // namespace

std::vector<PuctSearch::Score> PuctSearch::scores(const Session& session) const {
    const auto& cs = session.candidates();
    const std::size_t n = cs.size();
    constexpr double none = -std::numeric_limits<double>::infinity();

    // Subtree best reward: children always have larger ids than their parent, so one
    // reverse sweep propagates maxima to the root.
    std::vector<double> own(n, none), subtree(n, none);
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    Objective objective;
    try {
        objective = Objective::parse(session.config().objective);
    } catch (const std::invalid_argument&) {
        // SessionConfig::fromJson validated it; a config built in code falls back to time.
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (auto r = cs[i].reward(&objective)) {
            own[i] = *r;
            lo = std::min(lo, *r);
            hi = std::max(hi, *r);
        }
        subtree[i] = own[i];
    }
    for (std::size_t i = n; i-- > 0;)
        if (cs[i].parent != kNoCandidate) subtree[cs[i].parent] = std::max(subtree[cs[i].parent], subtree[i]);
    const double scale = std::max(hi - lo, 1e-6);

    std::vector<Score> out;
    std::vector<double> expected;
    for (const auto& c : cs) {
        if (!expandable(session, c) || own[c.id] == none) continue;
        Score s;
        s.id = c.id;
        s.q = session.visits(c.id) > 0 ? subtree[c.id] : own[c.id];
        double estimate = own[c.id]; // a measurement supersedes the forecast it was deferred with
        if (promise_ && session.visits(c.id) > 0)
            if (const auto p = promise_(c)) {
                s.q = std::max(s.q, *p);
                estimate = std::max(estimate, *p);
            }
        out.push_back(s);
        expected.push_back(estimate);
    }
    // Rank prior: rank 1 = highest estimate (measured S, else the forecast's estimate).
    std::vector<std::size_t> order(out.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return expected[a] > expected[b]; });
    const double N = static_cast<double>(out.size());
    for (std::size_t r = 0; r < order.size(); ++r) out[order[r]].prior = 1.0 - static_cast<double>(r) / N;

    const double sqrtT = std::sqrt(1.0 + session.expansions());
    for (auto& s : out) s.score = s.q + c_ * scale * s.prior * sqrtT / (1.0 + session.visits(s.id));
    return out;
}

std::vector<CandidateId> PuctSearch::selectBatch(const Session& session, int batch, std::mt19937_64& rng) const {
    auto sc = scores(session);
    std::shuffle(sc.begin(), sc.end(), rng);
    // A template node never expanded is owed its initial design: it goes first (in id
    // order), so every template's sub-space is sampled before PUCT weighs it against the
    // rest by what the design measured (docs/llm.md, "Templates").
    for (Score& s : sc) {
        const Candidate& c = session.candidates()[static_cast<std::size_t>(s.id)];
        if (session.visits(s.id) == 0 && CandidateTemplate::isTemplateNode(c))
            s.score = 1e300 / (1.0 + static_cast<double>(s.id)); // above any PUCT score, earlier first
    }
    const auto k = std::min<std::size_t>(static_cast<std::size_t>(std::max(batch, 0)), sc.size());
    std::partial_sort(sc.begin(), sc.begin() + static_cast<std::ptrdiff_t>(k), sc.end(),
                      [](const Score& a, const Score& b) { return a.score > b.score; });
    std::vector<CandidateId> ids;
    for (std::size_t i = 0; i < k; ++i) ids.push_back(sc[i].id);
    return ids;
}

} // namespace augur
