#include "core/search/ModelSearch.h"

#include "core/bins/Acquisition.h"
#include "core/model/Session.h"
#include "core/surrogate/Surrogate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace augur {

ModelSearch::ModelSearch(const ParameterSpace& space, const MeasurementBackend& backend, std::uint64_t seed,
                         ModelSearchOptions options)
    : pool_(space, backend), options_(options), rng_(seed ^ 0x6a09e667f3bcc909ULL) {
    options_.perStep = std::max(1, options_.perStep);
}

double ModelSearch::acquisition(const Candidate& c, double bestLog2) {
    return c.forecast ? expectedImprovement(*c.forecast, bestLog2) : 0.0;
}

CandidateId ModelSearch::nearestMeasured(const Session& session, const Configuration& c) const {
    CandidateId best = 0;
    double bestD = std::numeric_limits<double>::infinity(), bestS = 0.0;
    for (const auto& m : session.candidates()) {
        const auto s = m.measuredSpeedup();
        if (!s || m.configuration.empty()) continue;
        const double d = pool_.distance(c, m.configuration);
        if (d < bestD - 1e-12 || (std::abs(d - bestD) <= 1e-12 && *s > bestS)) {
            bestD = d;
            bestS = *s;
            best = m.id;
        }
    }
    return best;
}

ModelSearch::Step ModelSearch::propose(const Session& session, Surrogate& surrogate, int budget, bool hasPrior) {
    Step step;
    const Problem& problem = session.problem();
    auto taken = [&](const Configuration& c) { return session.findConfiguration(c).has_value(); };
    auto make = [&](Configuration cfg) {
        Candidate c;
        c.parent = nearestMeasured(session, cfg);
        c.origin = Origin::Tuner;
        c.depth = session.at(c.parent).depth + 1;
        c.configuration = std::move(cfg);
        return c;
    };

    if (!designDone_) {
        designDone_ = true;
        int n = options_.initialDesign;
        if (n <= 0) {
            n = std::clamp(budget / 3, 4, 10);
            if (hasPrior) n = std::max(2, n / 3);
        }
        n = std::min(n, std::max(1, budget)); // a design larger than the budget would never be measured
        std::vector<Configuration> anchors;
        for (const auto& c : session.candidates())
            if (!c.configuration.empty()) anchors.push_back(c.configuration);
        for (auto& cfg : pool_.spaceFilling(n, anchors, taken, rng_)) step.candidates.push_back(make(std::move(cfg)));
        if (!step.candidates.empty()) {
            std::vector<const Candidate*> batch;
            for (const auto& c : step.candidates) batch.push_back(&c);
            auto fs = surrogate.forecast(problem, batch);
            for (std::size_t i = 0; i < fs.size() && i < step.candidates.size(); ++i)
                step.candidates[i].forecast = fs[i];
            step.design = true;
            return step;
        }
    }

    // The pool: every valid configuration not yet in the session, or a generated pool.
    std::vector<Configuration> configs;
    if (pool_.whole()) {
        for (const auto& c : pool_.all())
            if (!taken(c)) configs.push_back(c);
    } else {
        std::vector<std::pair<double, Configuration>> measured;
        for (const auto& c : session.candidates())
            if (auto s = c.measuredSpeedup(); s && !c.configuration.empty()) measured.emplace_back(*s, c.configuration);
        std::sort(measured.begin(), measured.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<Configuration> elite;
        for (std::size_t i = 0; i < measured.size() && static_cast<int>(i) < options_.elite; ++i)
            elite.push_back(measured[i].second);
        configs = pool_.generated(elite, options_.generatedPool, taken, rng_);
    }
    lastPool_ = configs.size();
    if (configs.empty()) return step;

    std::vector<Candidate> scored(configs.size());
    std::vector<const Candidate*> batch(configs.size());
    for (std::size_t i = 0; i < configs.size(); ++i) {
        scored[i].configuration = std::move(configs[i]);
        batch[i] = &scored[i];
    }
    const auto fs = surrogate.forecast(problem, batch);
    const auto best = session.bestMeasured();
    const double bestLog2 = best && best->second > 0 ? std::log2(best->second) : 0.0;
    std::vector<double> acq(scored.size(), 0.0);
    for (std::size_t i = 0; i < scored.size() && i < fs.size(); ++i) {
        scored[i].forecast = fs[i];
        acq[i] = acquisition(scored[i], bestLog2);
    }

    // The step's candidates: a restart when the search stagnates, the best by acquisition,
    // and one random pool member.
    std::vector<char> picked(scored.size(), 0);
    {
        std::vector<std::pair<int, double>> seq; // (order, S) of the measurements
        std::vector<const Configuration*> measuredConfigs;
        for (const auto& c : session.candidates()) {
            if (!c.measurement || c.origin == Origin::Reference) continue;
            if (c.measurement->order > 0) seq.emplace_back(c.measurement->order, c.measuredSpeedup().value_or(0.0));
            if (!c.configuration.empty()) measuredConfigs.push_back(&c.configuration);
        }
        std::sort(seq.begin(), seq.end());
        double top = 1.0;
        int lastGain = 0;
        for (const auto& [order, s] : seq)
            if (s > 1.01 * top) {
                top = s;
                lastGain = order;
            } else {
                top = std::max(top, s);
            }
        const int taken = seq.empty() ? 0 : seq.back().first;
        const int patience = std::max(options_.stagnationMin, static_cast<int>(options_.stagnationShare * budget));
        if (taken - std::max(lastGain, lastRestart_) >= patience) {
            std::size_t arg = scored.size();
            double bestAcq = -1.0;
            for (std::size_t i = 0; i < scored.size(); ++i) {
                if (acq[i] <= bestAcq) continue;
                bool far = true;
                for (const Configuration* m : measuredConfigs)
                    if (pool_.distance(scored[i].configuration, *m) < options_.restartDistance) {
                        far = false;
                        break;
                    }
                if (far) {
                    bestAcq = acq[i];
                    arg = i;
                }
            }
            if (arg != scored.size()) {
                picked[arg] = 1;
                lastRestart_ = taken;
                Candidate c = make(std::move(scored[arg].configuration));
                c.forecast = std::move(scored[arg].forecast);
                step.candidates.push_back(std::move(c));
                step.restart = true;
            }
        }
    }
    const int randomSlots = options_.randomMember && options_.perStep >= 3 ? 1 : 0;
    const auto greedy = static_cast<std::size_t>(options_.perStep - randomSlots);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < scored.size(); ++i)
        if (!picked[i]) order.push_back(i);
    const std::size_t top = std::min(greedy, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(top), order.end(),
                      [&](std::size_t a, std::size_t b) { return acq[a] > acq[b]; });
    std::vector<std::size_t> chosen(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(top));
    for (std::size_t i : chosen) picked[i] = 1;
    const auto pickedCount = static_cast<std::size_t>(std::count(picked.begin(), picked.end(), 1));
    if (randomSlots && pickedCount < scored.size()) {
        std::size_t r = rng_() % scored.size();
        while (picked[r]) r = (r + 1) % scored.size();
        picked[r] = 1;
        chosen.push_back(r);
    }
    for (std::size_t i : chosen) {
        Candidate c = make(std::move(scored[i].configuration));
        c.forecast = std::move(scored[i].forecast);
        step.candidates.push_back(std::move(c));
    }
    return step;
}

} // namespace augur
