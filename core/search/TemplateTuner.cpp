#include "core/search/TemplateTuner.h"

#include "core/backend/MeasurementBackend.h"
#include "core/base/InputError.h"
#include "core/model/Session.h"
#include "core/problem/ProblemLoader.h"
#include "core/search/ModelSearch.h"
#include "core/surrogate/Surrogate.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace augur {

namespace {
using nlohmann::json;
constexpr std::size_t kAcquisitionPool = 512; ///< configurations forecast per acquisition
constexpr std::size_t kDesignPool = 2000; ///< configurations the maximin design chooses among
constexpr std::size_t kPromisePool = 256; ///< configurations forecast for a node's promise
/// Standard deviations above the predictive mean a node's promise reads. 0: the forecast
/// itself; chosen on the tuning group of tests/bench/run_templates.sh (mean ratio 0.74
/// against 0.78 at one standard deviation and 0.79 without a promise).
constexpr double kPromiseSigmas = 0.0;
constexpr double kDiversity = 0.15; ///< normalised distance under which a pick is penalised
/// Measurements the surrogate has learned from after which a new template skips its
/// initial design (the features surrogate leaves its wide prior at 12).
constexpr int kLearnedAfter = 12;

std::string describe(const CandidateTemplate& t, const Configuration& c) { return t.space().key(c); }
} // namespace

TemplateTuner::TemplateTuner(const MeasurementBackend& backend, std::uint64_t seed)
    : backend_(backend), rng_(seed ^ 0x7e3a1c5dULL) {}

TemplateTuner::Entry* TemplateTuner::entry(const Session& session, const Candidate& node) {
    if (auto it = entries_.find(node.id); it != entries_.end()) return &it->second;
    const Problem& problem = session.problem();
    auto tmpl = CandidateTemplate::of(node, problem);
    if (!tmpl) return nullptr;
    Entry e{std::move(*tmpl), {}, {}, !node.source.empty()};
    if (!e.kernel) // a sub-space of the problem's space: every listed name must be a parameter
        for (const auto& p : e.tmpl.space().parameters())
            if (!problem.space.indexOf(p.name) || node.configuration.size() != problem.space.size()) return nullptr;
    if (auto a = configurationOf(e, problem, node)) e.anchor = *a;
    for (auto& c : e.tmpl.valid(static_cast<std::size_t>(CandidateTemplate::kMaxConfigurations))) {
        if (!e.kernel) {
            Configuration full = node.configuration;
            for (std::size_t k = 0; k < c.size(); ++k)
                full[*problem.space.indexOf(e.tmpl.space().parameters()[k].name)] = c[k];
            if (!backend_.inSpace(full)) continue;
        }
        e.valid.push_back(std::move(c));
    }
    return &entries_.emplace(node.id, std::move(e)).first->second;
}

long long TemplateTuner::validCount(const Session& session, const Candidate& node) {
    const Entry* e = entry(session, node);
    return e ? static_cast<long long>(e->valid.size()) : 0;
}

std::optional<Configuration> TemplateTuner::configurationOf(const Entry& e, const Problem& problem,
                                                            const Candidate& c) const {
    if (e.kernel) return e.tmpl.configurationOf(c);
    if (c.configuration.size() != problem.space.size()) return std::nullopt;
    Configuration sub;
    for (const auto& p : e.tmpl.space().parameters()) sub.push_back(c.configuration[*problem.space.indexOf(p.name)]);
    return sub;
}

std::optional<Candidate> TemplateTuner::child(const Entry& e, const Problem& problem, const Candidate& node,
                                              const Configuration& cfg) const {
    Candidate c;
    c.parent = node.id;
    c.origin = Origin::Tuner;
    c.depth = node.depth + 1;
    const std::string note = "template #" + std::to_string(node.id) + " at " + describe(e.tmpl, cfg);
    if (!e.kernel) {
        c.configuration = node.configuration;
        for (std::size_t k = 0; k < cfg.size(); ++k)
            c.configuration[*problem.space.indexOf(e.tmpl.space().parameters()[k].name)] = cfg[k];
        c.launchesJson = json{{"note", note}}.dump();
        return c;
    }
    json plan;
    try {
        plan = json::parse(node.launchesJson);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    plan.erase("template");
    plan.erase("cost");
    plan["parameters"] = e.tmpl.named(cfg);
    plan["note"] = note;
    try { // launch expressions must evaluate at this configuration (no division by zero, ...)
        (void)ProblemLoader::parseCandidatePlan(problem, plan.dump(), note);
    } catch (const InputError&) {
        return std::nullopt;
    }
    c.source = node.source;
    c.launchesJson = plan.dump();
    return c;
}

double TemplateTuner::distance(const Entry& e, const Configuration& a, const Configuration& b) const {
    const auto& ps = e.tmpl.space().parameters();
    double sum = 0.0;
    int varying = 0;
    for (std::size_t i = 0; i < ps.size() && i < a.size() && i < b.size(); ++i) {
        if (ps[i].values.size() < 2) continue;
        const auto pa = e.tmpl.space().positionOf(i, a[i]), pb = e.tmpl.space().positionOf(i, b[i]);
        if (!pa || !pb) continue;
        sum += std::abs(double(*pa) - double(*pb)) / double(ps[i].values.size() - 1);
        ++varying;
    }
    return varying ? sum / varying : 0.0;
}

std::vector<Configuration> TemplateTuner::design(const Entry& e, const std::vector<Configuration>& open,
                                                 const std::vector<Configuration>& taken, std::size_t n) {
    std::vector<Configuration> pool = open;
    if (pool.size() > kDesignPool) {
        std::shuffle(pool.begin(), pool.end(), rng_);
        pool.resize(kDesignPool);
    }
    std::vector<double> nearest(pool.size(), std::numeric_limits<double>::infinity());
    for (std::size_t i = 0; i < pool.size(); ++i)
        for (const auto& t : taken) nearest[i] = std::min(nearest[i], distance(e, pool[i], t));
    std::vector<Configuration> out;
    std::vector<bool> used(pool.size(), false);
    while (out.size() < n && out.size() < pool.size()) {
        std::size_t best = pool.size();
        for (std::size_t i = 0; i < pool.size(); ++i)
            if (!used[i] && (best == pool.size() || nearest[i] > nearest[best])) best = i;
        if (std::isinf(nearest[best])) best = std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng_);
        while (used[best]) best = (best + 1) % pool.size();
        used[best] = true;
        out.push_back(pool[best]);
        for (std::size_t i = 0; i < pool.size(); ++i)
            nearest[i] = std::min(nearest[i], distance(e, pool[i], pool[best]));
    }
    return out;
}

void TemplateTuner::markUncompilable(const Session& session, const Candidate& child) {
    if (child.parent < 0 || static_cast<std::size_t>(child.parent) >= session.candidates().size()) return;
    Entry* e = entry(session, session.candidates()[static_cast<std::size_t>(child.parent)]);
    if (!e) return;
    if (auto cfg = configurationOf(*e, session.problem(), child)) e->dead.insert(*cfg);
}

std::vector<Configuration> TemplateTuner::openOf(const Session& session, Entry& e, const Candidate& node,
                                                 const std::vector<Candidate>& pending, double* bestLog2,
                                                 bool* designed) const {
    // What the node's subtree holds: the node, its children, and the pending proposals.
    const Problem& problem = session.problem();
    std::set<Configuration> held;
    if (!e.anchor.empty()) held.insert(e.anchor);
    double best =
        node.measuredSpeedup() ? std::log2(*node.measuredSpeedup()) : -std::numeric_limits<double>::infinity();
    bool any = false;
    for (CandidateId id : session.children(node.id)) {
        const Candidate& c = session.candidates()[static_cast<std::size_t>(id)];
        auto cfg = configurationOf(e, problem, c);
        if (!cfg) continue;
        any = true;
        held.insert(*cfg);
        if (auto s = c.measuredSpeedup()) best = std::max(best, std::log2(*s));
    }
    for (const Candidate& c : pending)
        if (auto cfg = configurationOf(e, problem, c)) held.insert(*cfg);
    if (bestLog2) *bestLog2 = std::isfinite(best) ? best : 0.0; // nothing measured under it: improve on the reference
    if (designed) *designed = any;
    std::vector<Configuration> open;
    for (const auto& c : e.valid) {
        if (held.count(c) || e.dead.count(c)) continue;
        if (!e.kernel) { // a configuration the session holds under another node is not proposed again
            Configuration full = node.configuration;
            for (std::size_t k = 0; k < c.size(); ++k)
                full[*problem.space.indexOf(e.tmpl.space().parameters()[k].name)] = c[k];
            if (session.findConfiguration(full)) continue;
        }
        open.push_back(c);
    }
    return open;
}

std::size_t TemplateTuner::openCount(const Session& session, const Candidate& node) {
    Entry* e = entry(session, node);
    return e ? openOf(session, *e, node, {}).size() : 0;
}

std::optional<double> TemplateTuner::promise(const Session& session, const Candidate& node) {
    Entry* e = entry(session, node);
    if (!e || !surrogate_ || surrogate_->remote() || surrogate_->trainingSize() < kLearnedAfter) return std::nullopt;
    if (e->promiseAt == surrogate_->trainingSize()) return e->promised;
    e->promiseAt = surrogate_->trainingSize();
    e->promised.reset();
    std::vector<Configuration> open = openOf(session, *e, node, {});
    std::shuffle(open.begin(), open.end(), rng_);
    std::vector<Candidate> pool;
    for (const auto& cfg : open) {
        if (pool.size() >= kPromisePool) break;
        if (auto c = child(*e, session.problem(), node, cfg)) pool.push_back(std::move(*c));
    }
    if (pool.empty()) return e->promised;
    std::vector<const Candidate*> batch;
    for (const auto& c : pool) batch.push_back(&c);
    for (const Forecast& f : surrogate_->forecast(session.problem(), batch)) {
        if (f.parseFailure || f.prior) continue;
        const auto lp = f.log2Predictive(0.02);
        const double ucb = lp.mean + kPromiseSigmas * lp.sigma;
        if (!e->promised || ucb > *e->promised) e->promised = ucb;
    }
    return e->promised;
}

std::vector<Candidate> TemplateTuner::propose(const Session& session, const Candidate& node, int n,
                                              const std::vector<Candidate>& pending) {
    Entry* e = entry(session, node);
    if (!e || n <= 0) return {};
    const Problem& problem = session.problem();
    double bestLog2 = 0.0;
    bool designed = false;
    std::vector<Configuration> open = openOf(session, *e, node, pending, &bestLog2, &designed);
    std::vector<Configuration> taken;
    if (!e->anchor.empty()) taken.push_back(e->anchor);
    for (CandidateId id : session.children(node.id))
        if (auto cfg = configurationOf(*e, problem, session.candidates()[static_cast<std::size_t>(id)]))
            taken.push_back(*cfg);
    for (const Candidate& c : pending)
        if (auto cfg = configurationOf(*e, problem, c)) taken.push_back(*cfg);
    auto fresh = [&](const Configuration& cfg) -> std::optional<Candidate> {
        auto c = child(*e, problem, node, cfg);
        if (c && !c->configuration.empty() && session.findConfiguration(c->configuration)) return std::nullopt;
        return c;
    };
    std::vector<Candidate> out;
    // The design is skipped when the surrogate already learned from the session (other
    // templates, other kernels): a new template starts from what earlier ones taught.
    const bool learned = surrogate_ && surrogate_->trainingSize() >= kLearnedAfter;
    const bool acquire = (designed || learned) && surrogate_ && !surrogate_->remote();
    if (!acquire) {
        // A small space needs few points to be sampled: √(valid)/2, at least 2, at most n.
        const int points = std::clamp(static_cast<int>(std::ceil(std::sqrt(double(e->valid.size())) / 2.0)), 2, n);
        for (const auto& cfg : design(*e, open, taken, static_cast<std::size_t>(points) * 2))
            if (auto c = fresh(cfg); c && static_cast<int>(out.size()) < points) out.push_back(std::move(*c));
        return out;
    }
    std::shuffle(open.begin(), open.end(), rng_);
    std::vector<Candidate> pool;
    std::vector<Configuration> poolCfg;
    for (const auto& cfg : open) {
        if (pool.size() >= kAcquisitionPool) break;
        if (auto c = fresh(cfg)) {
            pool.push_back(std::move(*c));
            poolCfg.push_back(cfg);
        }
    }
    if (pool.empty()) return out;
    std::vector<const Candidate*> batch;
    for (const auto& c : pool) batch.push_back(&c);
    const std::vector<Forecast> forecasts = surrogate_->forecast(problem, batch);
    std::vector<std::pair<double, std::size_t>> ranked;
    for (std::size_t i = 0; i < pool.size(); ++i) {
        double ei = 0.0;
        if (i < forecasts.size() && !forecasts[i].parseFailure) {
            const auto lp = forecasts[i].log2Predictive(0.02);
            ei = ModelSearch::expectedImprovement(lp.mean, lp.sigma, bestLog2);
        }
        ranked.emplace_back(ei, i);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Configuration> chosen;
    for (int pass = 0; pass < 2 && static_cast<int>(out.size()) < n; ++pass)
        for (const auto& rankedItem : ranked) {
            const std::size_t i = rankedItem.second;
            if (static_cast<int>(out.size()) >= n) break;
            const Configuration& cfg = poolCfg[i];
            if (std::find(chosen.begin(), chosen.end(), cfg) != chosen.end()) continue;
            const bool close = std::any_of(chosen.begin(), chosen.end(),
                                           [&](const Configuration& c) { return distance(*e, c, cfg) < kDiversity; });
            if (pass == 0 && close) continue;
            chosen.push_back(cfg);
            out.push_back(pool[i]);
        }
    return out;
}

} // namespace augur
