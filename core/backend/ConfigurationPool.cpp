#include "core/backend/ConfigurationPool.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace augur {

ConfigurationPool::ConfigurationPool(const ParameterSpace& space, const MeasurementBackend& backend)
    : space_(space), backend_(backend) {
    if (space.empty()) return;
    double product = 1.0;
    for (const auto& p : space.parameters()) product *= static_cast<double>(p.values.size());
    if (product > static_cast<double>(kEnumerateLimit)) {
        // A listed space too sparse for rejection sampling (a dataset that declares 10
        // parameters of 100 values and records a few configurations: one hit in 1e20 tries)
        // is drawn from its list. Denser ones keep sampling the product, whose draws are
        // uniform over the valid configurations too.
        std::vector<Configuration> listed = backend.listedConfigurations();
        if (listed.empty() || static_cast<double>(listed.size()) / product >= kSparseDensity) return;
        for (auto& c : listed)
            if (c.size() == space.size() && backend.inSpace(c)) all_.push_back(std::move(c));
        listed_ = true;
        whole_ = all_.size() <= kWholeSpaceLimit;
        return;
    }
    // Walked, not materialised: only the valid configurations are kept, and the walk stops
    // once there are more than can be scored whole.
    space.forEach(kEnumerateLimit, [&](const Configuration& c) {
        if (backend.inSpace(c)) all_.push_back(c);
        return all_.size() <= kWholeSpaceLimit;
    });
    whole_ = all_.size() <= kWholeSpaceLimit;
    if (!whole_) all_.clear();
}

double ConfigurationPool::distance(const Configuration& a, const Configuration& b) const {
    const auto& ps = space_.parameters();
    double sum = 0.0;
    int varying = 0;
    for (std::size_t i = 0; i < ps.size() && i < a.size() && i < b.size(); ++i) {
        if (ps[i].values.size() < 2) continue;
        ++varying;
        const auto pa = space_.positionOf(i, a[i]), pb = space_.positionOf(i, b[i]);
        if (!pa || !pb) {
            sum += a[i] == b[i] ? 0.0 : 1.0;
            continue;
        }
        const double da = static_cast<double>(*pa), db = static_cast<double>(*pb);
        sum += std::abs(da - db) / static_cast<double>(ps[i].values.size() - 1);
    }
    return varying ? sum / varying : 0.0;
}

int ConfigurationPool::steps(const Configuration& a, const Configuration& b) const {
    const auto& ps = space_.parameters();
    int sum = 0;
    for (std::size_t i = 0; i < ps.size() && i < a.size() && i < b.size(); ++i) {
        if (a[i] == b[i]) continue;
        const auto pa = space_.positionOf(i, a[i]), pb = space_.positionOf(i, b[i]);
        sum += pa && pb ? static_cast<int>(*pa > *pb ? *pa - *pb : *pb - *pa) : 1;
    }
    return sum;
}

std::vector<Configuration> ConfigurationPool::within(const Configuration& centre, int radius, std::size_t cap,
                                                     const std::function<bool(const Configuration&)>& taken) const {
    // Breadth first over the cartesian product (a valid configuration two steps away may be
    // reached through an invalid one), keeping the valid ones.
    std::vector<Configuration> out;
    if (centre.size() != space_.size() || radius < 1) return out;
    std::set<Configuration> seen{centre};
    std::vector<Configuration> frontier{centre};
    // A huge neighbourhood (100 parameters: ring 4 holds millions) ends the walk as soon as
    // 50 x cap configurations, or 4 million values in all, were looked at, within a ring:
    // what was found is enough. (Every shipped space stays below both.)
    const std::size_t limit =
        std::min(50 * std::max<std::size_t>(cap, 1),
                 std::max<std::size_t>(1000, 4'000'000 / std::max<std::size_t>(space_.size(), 1)));
    for (int r = 1; r <= radius && !frontier.empty() && out.size() < cap && seen.size() <= limit; ++r) {
        std::vector<Configuration> next;
        for (std::size_t f = 0; f < frontier.size() && seen.size() <= limit; ++f)
            for (auto& n : space_.neighbours(frontier[f])) {
                if (!seen.insert(n).second) continue;
                if (backend_.inSpace(n) && !taken(n) && out.size() < cap) out.push_back(n);
                next.push_back(std::move(n));
            }
        frontier = std::move(next);
    }
    return out;
}

Configuration ConfigurationPool::randomValid(std::mt19937_64& rng) const {
    if (whole_ || listed_) return all_.empty() ? Configuration{} : all_[rng() % all_.size()];
    const auto& ps = space_.parameters();
    for (int attempt = 0; attempt < 2000; ++attempt) {
        Configuration c;
        for (const auto& p : ps) c.push_back(p.values[rng() % p.values.size()]);
        if (backend_.inSpace(c)) return c;
    }
    return {};
}

Configuration ConfigurationPool::mutate(const Configuration& c, int maxChanges, std::mt19937_64& rng) const {
    const auto& ps = space_.parameters();
    std::vector<std::size_t> varying;
    for (std::size_t i = 0; i < ps.size(); ++i)
        if (ps[i].values.size() > 1) varying.push_back(i);
    Configuration out = c;
    if (varying.empty() || out.size() != ps.size()) return out;
    const int changes = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(std::max(1, maxChanges)));
    std::shuffle(varying.begin(), varying.end(), rng);
    for (int k = 0; k < changes && k < static_cast<int>(varying.size()); ++k) {
        const std::size_t i = varying[static_cast<std::size_t>(k)];
        const auto& vals = ps[i].values;
        double v = out[i];
        while (v == out[i]) v = vals[rng() % vals.size()];
        out[i] = v;
    }
    return out;
}

std::vector<Configuration> ConfigurationPool::spaceFilling(int n, const std::vector<Configuration>& anchors,
                                                           const std::function<bool(const Configuration&)>& taken,
                                                           std::mt19937_64& rng) const {
    std::vector<Configuration> cand;
    std::set<std::string> keys;
    if (whole_ && all_.size() <= 2000) {
        for (const auto& c : all_)
            if (!taken(c)) cand.push_back(c);
    } else {
        for (int i = 0; i < 6000 && cand.size() < 2000; ++i) {
            Configuration c = randomValid(rng);
            if (c.empty()) break;
            if (taken(c) || !keys.insert(space_.key(c)).second) continue;
            cand.push_back(std::move(c));
        }
    }
    std::vector<Configuration> out;
    if (cand.empty() || n <= 0) return out;
    // Distance of each candidate to the nearest chosen point (or anchor).
    std::vector<double> nearest(cand.size(), std::numeric_limits<double>::infinity());
    for (const auto& a : anchors)
        for (std::size_t i = 0; i < cand.size(); ++i) nearest[i] = std::min(nearest[i], distance(cand[i], a));
    std::vector<char> used(cand.size(), 0);
    std::size_t next = rng() % cand.size(); // the first point at random: different seeds, different designs
    while (static_cast<int>(out.size()) < n) {
        used[next] = 1;
        out.push_back(cand[next]);
        double far = -1.0;
        std::size_t pick = cand.size();
        for (std::size_t i = 0; i < cand.size(); ++i) {
            if (used[i]) continue;
            nearest[i] = std::min(nearest[i], distance(cand[i], cand[next]));
            if (nearest[i] > far) {
                far = nearest[i];
                pick = i;
            }
        }
        if (pick == cand.size()) break;
        next = pick;
    }
    return out;
}

std::vector<Configuration> ConfigurationPool::generated(const std::vector<Configuration>& elite, std::size_t size,
                                                        const std::function<bool(const Configuration&)>& taken,
                                                        std::mt19937_64& rng) const {
    std::vector<Configuration> out;
    std::set<std::string> keys;
    auto offer = [&](Configuration c) {
        if (c.empty() || out.size() >= size || taken(c) || !backend_.inSpace(c)) return;
        if (keys.insert(space_.key(c)).second) out.push_back(std::move(c));
    };
    const std::size_t third = std::max<std::size_t>(1, size / 3);
    if (!elite.empty()) {
        for (std::size_t tries = 0; out.size() < third && tries < 20 * third; ++tries)
            offer(mutate(elite[tries % elite.size()], 3, rng));
        const std::size_t target = std::min(size, 2 * third);
        for (std::size_t tries = 0; elite.size() >= 2 && out.size() < target && tries < 20 * third; ++tries) {
            const auto& a = elite[rng() % elite.size()];
            const auto& b = elite[rng() % elite.size()];
            Configuration c = a;
            for (std::size_t i = 0; i < c.size() && i < b.size(); ++i)
                if (rng() & 1) c[i] = b[i];
            offer(std::move(c));
        }
    }
    for (std::size_t tries = 0; out.size() < size && tries < 4 * size; ++tries) offer(randomValid(rng));
    return out;
}

} // namespace augur
