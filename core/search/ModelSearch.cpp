#include "core/search/ModelSearch.h"

#include "core/model/Session.h"
#include "core/surrogate/SpaceScorer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace augur {

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440;
constexpr double kInvSqrt2Pi = 0.39894228040143267794;

/// One configuration the arms may choose: new, or a waiting candidate of the session.
struct Option {
    Configuration configuration;
    CandidateId existing = kNoCandidate;
};
} // namespace

const char* searchArmName(SearchArm arm) {
    switch (arm) {
    case SearchArm::ExpectedImprovement: return "expected improvement";
    case SearchArm::TrustRegion: return "trust region";
    case SearchArm::Thompson: return "thompson";
    }
    return "expected improvement";
}

ModelSearch::ModelSearch(const ParameterSpace& space, const MeasurementBackend& backend, std::uint64_t seed,
                         ModelSearchOptions options)
    : pool_(space, backend), options_(std::move(options)), rng_(seed ^ 0x6a09e667f3bcc909ULL) {
    options_.perStep = std::max(1, options_.perStep);
    options_.maxRadius = std::max(1, options_.maxRadius);
    options_.patience = std::max(1, options_.patience);
    if (options_.turns.empty()) options_.turns = {SearchArm::ExpectedImprovement};
}

double ModelSearch::expectedImprovement(double mean, double spread, double bestLog2) {
    const double d = mean - bestLog2;
    if (!(spread > 0.0)) return std::max(0.0, d);
    const double z = d / spread;
    return std::max(0.0, d * 0.5 * std::erfc(-z * kInvSqrt2) + spread * kInvSqrt2Pi * std::exp(-0.5 * z * z));
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

void ModelSearch::updateTrustRegion(const Session& session) {
    const auto best = session.bestMeasured();
    const double now = best ? best->second : 1.0;
    if (now > 1.01 * lastBest_) {
        radius_ = 1;
        regionMisses_ = 0;
    } else if (lastWasRegion_ && ++regionMisses_ >= options_.patience) {
        radius_ = std::min(radius_ + 1, options_.maxRadius);
        regionMisses_ = 0;
    }
    lastBest_ = now;
}

/// What the arms choose from at one step.
struct ModelSearch::Offer {
    std::vector<Option> options;
    std::map<Configuration, std::size_t> indexOf; ///< into options
    std::vector<Configuration> region; ///< the trust region's open members
};

/// What the arms chose at one step.
struct ModelSearch::Choice {
    std::vector<std::size_t> chosen; ///< into Offer::options, in the order the arms chose
    std::vector<char> taken; ///< by option: chosen, or too close to a chosen one
    std::vector<CoreMessage> why; ///< the arm behind each choice
};

Candidate ModelSearch::newCandidate(const Session& session, Configuration cfg) const {
    Candidate c;
    c.parent = nearestMeasured(session, cfg);
    c.origin = Origin::Tuner;
    c.depth = session.at(c.parent).depth + 1;
    c.configuration = std::move(cfg);
    return c;
}

ModelSearch::Step ModelSearch::propose(const Session& session, SpaceScorer& scorer, int budget, bool hasPrior,
                                       int width) {
    Step step;
    if (!designDone_) {
        designDone_ = true;
        if (proposeDesign(session, budget, hasPrior, step)) return step;
    }
    updateTrustRegion(session);

    const Offer offer = gatherOffer(session);
    lastPool_ = offer.options.size();
    if (offer.options.empty()) return step;

    std::vector<Configuration> configs;
    configs.reserve(offer.options.size());
    for (const auto& o : offer.options) configs.push_back(o.configuration);
    const SpaceScores sc = scorer.score(session.problem(), configs);
    const auto best = session.bestMeasured();
    const double bestLog2 = best && best->second > 0 ? std::log2(best->second) : 0.0;
    std::vector<double> ei(offer.options.size());
    for (std::size_t i = 0; i < offer.options.size(); ++i)
        ei[i] = expectedImprovement(sc.mean[i], std::max(options_.minSpread, sc.spread[i]), bestLog2) * sc.feasible[i];

    const Choice choice = chooseByArms(session.problem(), scorer, offer, configs, sc, ei, hasPrior, width);
    fillStep(session, offer, choice, ei, step);
    return step;
}

bool ModelSearch::proposeDesign(const Session& session, int budget, bool hasPrior, Step& step) {
    int n = options_.initialDesign;
    if (n <= 0) {
        n = std::clamp(budget / 3, 4, 10);
        if (hasPrior) n = std::max(2, n / 3);
    }
    n = std::min(n, std::max(1, budget)); // a design larger than the budget would never be measured
    std::vector<Configuration> anchors;
    for (const auto& c : session.candidates())
        if (!c.configuration.empty()) anchors.push_back(c.configuration);
    auto inSession = [&](const Configuration& c) { return session.findConfiguration(c).has_value(); };
    for (auto& cfg : pool_.spaceFilling(n, anchors, inSession, rng_))
        step.candidates.push_back(newCandidate(session, std::move(cfg)));
    if (step.candidates.empty()) return false;
    step.measureNew = step.candidates.size();
    step.design = true;
    step.why = "initial design";
    lastBest_ = session.bestMeasured() ? session.bestMeasured()->second : 1.0;
    return true;
}

ModelSearch::Offer ModelSearch::gatherOffer(const Session& session) {
    // What the arms choose from: every valid configuration not yet measured. A waiting
    // candidate (deferred, or accepted on its forecast) may still be chosen; one the
    // engineer overrode, or that was measured or excluded, may not.
    // (The session's configurations in one map: Session::findConfiguration builds a text
    // key per call, too slow for every configuration of a large space at every step.)
    std::map<Configuration, CandidateId> held;
    for (const auto& c : session.candidates())
        if (!c.configuration.empty()) held.emplace(c.configuration, c.id);
    auto closed = [&](const Configuration& c) {
        const auto it = held.find(c);
        if (it == held.end()) return false;
        const Candidate& k = session.at(it->second);
        return k.measurement.has_value() || k.override != OverrideKind::None || k.state == CandidateState::Measuring ||
            k.state == CandidateState::Excluded;
    };
    Offer offer;
    auto offerOne = [&](const Configuration& c) {
        if (closed(c) || offer.indexOf.count(c)) return;
        offer.indexOf.emplace(c, offer.options.size());
        const auto it = held.find(c);
        offer.options.push_back({c, it == held.end() ? kNoCandidate : it->second});
    };
    if (pool_.whole()) {
        for (const auto& c : pool_.all()) offerOne(c);
    } else {
        std::vector<std::pair<double, Configuration>> measured;
        for (const auto& c : session.candidates())
            if (auto s = c.measuredSpeedup(); s && !c.configuration.empty()) measured.emplace_back(*s, c.configuration);
        std::sort(measured.begin(), measured.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<Configuration> elite;
        for (std::size_t i = 0; i < measured.size() && static_cast<int>(i) < options_.elite; ++i)
            elite.push_back(measured[i].second);
        for (auto& c : pool_.generated(elite, options_.generatedPool, closed, rng_)) offerOne(c);
        for (const auto& c : session.candidates())
            if (!c.configuration.empty() && !c.measurement && c.origin != Origin::Reference) offerOne(c.configuration);
    }
    // The trust region's members, also when the generated pool missed them.
    const auto best = session.bestMeasured();
    const Configuration centre = best && !session.at(best->first).configuration.empty()
        ? session.at(best->first).configuration
        : Configuration{};
    for (int r = radius_; !centre.empty() && r <= options_.maxRadius; ++r) {
        offer.region = pool_.within(centre, r, options_.regionCap, closed);
        if (!offer.region.empty()) {
            radius_ = r;
            break;
        }
    }
    if (!pool_.whole())
        for (const auto& c : offer.region) offerOne(c);
    return offer;
}

ModelSearch::Choice ModelSearch::chooseByArms(const Problem& problem, SpaceScorer& scorer, const Offer& offer,
                                              const std::vector<Configuration>& configs, const SpaceScores& sc,
                                              const std::vector<double>& ei, bool hasPrior, int width) {
    const std::vector<Option>& options = offer.options;
    std::vector<char> inRegion(options.size(), 0);
    for (const auto& c : offer.region)
        if (auto it = offer.indexOf.find(c); it != offer.indexOf.end()) inRegion[it->second] = 1;

    // The measurements of this step, one arm each, in turn; a later arm skips what an
    // earlier one took and its close neighbours (several GPUs).
    Choice choice;
    choice.taken.assign(options.size(), 0);
    std::vector<char>& taken = choice.taken;
    auto argmax = [&](const std::vector<double>& score, auto&& eligible) {
        std::size_t arg = options.size();
        for (std::size_t i = 0; i < options.size(); ++i)
            if (!taken[i] && eligible(i) && (arg == options.size() || score[i] > score[arg])) arg = i;
        return arg;
    };
    const auto any = [](std::size_t) { return true; };
    for (int slot = 0; slot < std::max(1, width); ++slot) {
        const SearchArm arm = options_.turns[turn_++ % options_.turns.size()];
        std::size_t pick = options.size();
        if (arm == SearchArm::TrustRegion) {
            pick = argmax(ei, [&](std::size_t i) { return inRegion[i] != 0; });
            // EI can vanish in the region (a confident model): its best point estimate then.
            if (pick != options.size() && ei[pick] <= 0.0) {
                std::vector<double> mean(options.size());
                for (std::size_t i = 0; i < options.size(); ++i) mean[i] = sc.mean[i] + std::log2(sc.feasible[i]);
                pick = argmax(mean, [&](std::size_t i) { return inRegion[i] != 0; });
            }
        } else if (arm == SearchArm::Thompson) {
            // With a warm start's prior, the draw ignores it: half of the measurements then
            // search as a cold session would, so a prior that misleads cannot hold the
            // whole budget (docs/search.md, "Warm start").
            const std::vector<double> draw =
                scorer.sample(problem, configs, static_cast<std::size_t>(rng_()), !hasPrior);
            pick = argmax(draw, [&](std::size_t i) { return sc.feasible[i] >= options_.thompsonFeasible; });
        }
        if (pick == options.size()) pick = argmax(ei, any); // expected improvement, or what the others left
        if (pick == options.size()) break;
        taken[pick] = 1;
        choice.chosen.push_back(pick);
        choice.why.push_back(
            arm == SearchArm::TrustRegion
                ? CoreMessage(MessageId::ArmTrustRegion, {std::to_string(radius_)})
                : CoreMessage(arm == SearchArm::Thompson ? MessageId::ArmThompson : MessageId::ArmExpectedImprovement));
        lastWasRegion_ = arm == SearchArm::TrustRegion;
        if (width > 1)
            for (std::size_t i = 0; i < options.size(); ++i)
                if (!taken[i] &&
                    pool_.distance(options[i].configuration, options[pick].configuration) <= options_.diversityRadius)
                    taken[i] = 1;
    }
    return choice;
}

void ModelSearch::fillStep(const Session& session, const Offer& offer, const Choice& choice,
                           const std::vector<double>& ei, Step& step) const {
    const std::vector<Option>& options = offer.options;
    // New candidates first (the chosen ones), then the best remaining new ones by EI.
    for (std::size_t i : choice.chosen) {
        if (options[i].existing != kNoCandidate) {
            step.measureExisting.push_back(options[i].existing);
        } else {
            step.candidates.push_back(newCandidate(session, options[i].configuration));
            ++step.measureNew;
        }
    }
    std::vector<std::size_t> rest;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (!choice.taken[i] && options[i].existing == kNoCandidate) rest.push_back(i);
    const std::size_t extra = std::min(
        rest.size(), static_cast<std::size_t>(std::max(0, options_.perStep - static_cast<int>(choice.chosen.size()))));
    std::partial_sort(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(extra), rest.end(),
                      [&](std::size_t a, std::size_t b) { return ei[a] > ei[b]; });
    for (std::size_t k = 0; k < extra; ++k)
        step.candidates.push_back(newCandidate(session, options[rest[k]].configuration));
    step.why = CoreMessage(MessageId::List, choice.why);
}

} // namespace augur
