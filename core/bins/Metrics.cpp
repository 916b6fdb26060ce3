#include "core/bins/Metrics.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numeric>
#include <stdexcept>
#include <string>

namespace augur {

namespace {

void checkTrueBin(int bin) {
    if (bin < 1 || bin > kBinCount) throw std::out_of_range("true bin " + std::to_string(bin) + " outside 1..8");
}

// Argmax bin 1..8; max_element returns the first maximum, so ties go to the lowest bin.
int argmaxBin(const BinProbs& p) { return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin()) + 1; }

// 1-based ranks of v, tied values sharing the mean of the ranks they span.
std::vector<double> averageRanks(const std::vector<double>& v) {
    std::vector<std::size_t> order(v.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
    std::vector<double> rank(v.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i;
        while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
        const double mean = (static_cast<double>(i + 1) + static_cast<double>(j + 1)) / 2.0;
        for (std::size_t t = i; t <= j; ++t) rank[order[t]] = mean;
        i = j + 1;
    }
    return rank;
}

} // namespace

double brierScore(const BinProbs& p, int trueBin) {
    checkTrueBin(trueBin);
    double s = 0.0;
    for (int k = 1; k <= kBinCount; ++k) {
        const double d = p[k - 1] - (k == trueBin ? 1.0 : 0.0);
        s += d * d;
    }
    // The factor 0.5 maps the multi-class Brier score, whose maximum is 2, onto [0, 1].
    return 0.5 * s;
}

double crpsScore(const BinProbs& p, int trueBin) {
    checkTrueBin(trueBin);
    double cdf = 0.0;
    double s = 0.0;
    // F_8 = F*_8 = 1 always, so only the first 7 cumulative sums carry information.
    for (int k = 1; k < kBinCount; ++k) {
        cdf += p[k - 1];
        const double step = k >= trueBin ? 1.0 : 0.0;
        s += (cdf - step) * (cdf - step);
    }
    return s / (kBinCount - 1);
}

double nllScore(const BinProbs& p, int trueBin) {
    checkTrueBin(trueBin);
    // The floor keeps a confidently wrong forecast finite (about 27.6 nats) so means stay usable.
    return -std::log(std::max(p[trueBin - 1], 1e-12));
}

double spearmanRho(const std::vector<double>& x, const std::vector<double>& y) {
    if (x.size() != y.size()) throw std::invalid_argument("spearmanRho: x and y differ in length");
    const std::size_t n = x.size();
    if (n < 2) return 0.0;
    // Pearson correlation of the average ranks: the textbook 1 - 6Σd²/(n(n²-1)) is only
    // exact without ties.
    const std::vector<double> rx = averageRanks(x), ry = averageRanks(y);
    const double mean = (static_cast<double>(n) + 1.0) / 2.0; // mean rank, ties or not
    double sxy = 0.0, sxx = 0.0, syy = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = rx[i] - mean, dy = ry[i] - mean;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (sxx == 0.0 || syy == 0.0) return 0.0;
    return sxy / std::sqrt(sxx * syy);
}

std::vector<RiskCoveragePoint> riskCoverageCurve(const std::vector<ScoredForecast>& f, ConfidenceKind kind) {
    struct Item {
        double confidence;
        bool error;
    };
    std::vector<Item> items; // abstentions are left out: they are never accepted
    for (const ScoredForecast& s : f) {
        if (s.parseFailure) continue;
        checkTrueBin(s.trueBin);
        items.push_back({confidenceOf(s.p, kind), argmaxBin(s.p) != s.trueBin});
    }
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.confidence > b.confidence; });

    // Coverage is over all forecasts, abstentions included, so a surrogate that abstains
    // often cannot reach full coverage.
    const double total = static_cast<double>(f.size());
    // The starting point accepts nothing; its threshold lies above every confidence.
    std::vector<RiskCoveragePoint> curve{{std::numeric_limits<double>::infinity(), 0.0, 0.0, 0}};
    int errors = 0;
    for (std::size_t i = 0; i < items.size();) {
        // Accepting at threshold t takes every forecast with confidence ≥ t, so all items
        // tied at one confidence enter together.
        const double t = items[i].confidence;
        for (; i < items.size() && items[i].confidence == t; ++i) errors += items[i].error ? 1 : 0;
        const int accepted = static_cast<int>(i);
        curve.push_back({t, accepted / total, static_cast<double>(errors) / accepted, accepted});
    }
    return curve;
}

double aurc(const std::vector<RiskCoveragePoint>& curve) {
    double area = 0.0;
    for (std::size_t i = 1; i < curve.size(); ++i)
        area += (curve[i].coverage - curve[i - 1].coverage) * (curve[i].risk + curve[i - 1].risk) / 2.0;
    return area;
}

std::vector<ReliabilityBin> reliabilityDiagram(const std::vector<ScoredForecast>& f, int bins) {
    if (bins < 1) throw std::invalid_argument("reliabilityDiagram: bins must be at least 1");
    std::vector<ReliabilityBin> out(static_cast<std::size_t>(bins));
    std::vector<int> correct(out.size(), 0);
    for (int b = 0; b < bins; ++b) {
        out[b].lower = static_cast<double>(b) / bins;
        out[b].upper = static_cast<double>(b + 1) / bins;
    }
    for (const ScoredForecast& s : f) {
        if (s.parseFailure) continue;
        checkTrueBin(s.trueBin);
        const double c = confidenceOf(s.p, ConfidenceKind::MaxProb);
        // Bins are [lower, upper); the clamp puts confidence 1.0 into the top bin.
        int b = std::clamp(static_cast<int>(std::floor(c * bins)), 0, bins - 1);
        // c·bins can round across an edge (15/22 · 22 is 14.999999999999998), so settle the
        // bin against the same edges the diagram reports.
        while (b + 1 < bins && c >= out[b + 1].lower) ++b;
        while (b > 0 && c < out[b].lower) --b;
        ++out[b].count;
        out[b].meanConfidence += c;
        correct[b] += argmaxBin(s.p) == s.trueBin ? 1 : 0;
    }
    for (int b = 0; b < bins; ++b) {
        if (out[b].count == 0) continue;
        out[b].meanConfidence /= out[b].count;
        out[b].accuracy = static_cast<double>(correct[b]) / out[b].count;
    }
    return out;
}

double expectedCalibrationError(const std::vector<ScoredForecast>& f, int bins) {
    const std::vector<ReliabilityBin> diagram = reliabilityDiagram(f, bins);
    int n = 0;
    for (const ReliabilityBin& b : diagram) n += b.count;
    if (n == 0) return 0.0;
    double ece = 0.0;
    for (const ReliabilityBin& b : diagram)
        ece += static_cast<double>(b.count) / n * std::abs(b.accuracy - b.meanConfidence);
    return ece;
}

double speedupRecoveredAtTopK(const std::vector<double>& expected, const std::vector<double>& measured,
                              double kPercent) {
    if (expected.size() != measured.size())
        throw std::invalid_argument("speedupRecoveredAtTopK: expected and measured differ in length");
    const std::size_t n = measured.size();
    if (n == 0) return 0.0;
    const double bestAll = *std::max_element(measured.begin(), measured.end());
    if (!(bestAll > 0.0)) return 0.0;

    // NaN would break the strict weak ordering of the sort; rank it last.
    auto key = [&](std::size_t i) {
        return std::isnan(expected[i]) ? -std::numeric_limits<double>::infinity() : expected[i];
    };
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Stable: candidates with equal expected speedup keep their input order.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) > key(b); });

    // k·n/100 rather than k/100·n: 14/100·50 is 7.000000000000001 in doubles and would
    // round up to 8 candidates, while 14·50/100 is exactly 7.
    const double want = std::ceil(kPercent * static_cast<double>(n) / 100.0);
    const std::size_t take = static_cast<std::size_t>(std::clamp(want, 1.0, static_cast<double>(n)));
    double bestTop = 0.0;
    for (std::size_t i = 0; i < take; ++i) bestTop = std::max(bestTop, measured[order[i]]);
    return bestTop / bestAll;
}

MetricSummary summariseForecasts(const std::vector<ScoredForecast>& f, ConfidenceKind kind) {
    MetricSummary m;
    m.count = static_cast<int>(f.size());
    std::vector<double> expectedAll, measuredAll; // every forecast, for recovered @ k
    std::vector<double> expectedOk, measuredOk; // non-abstentions, for Spearman
    int scored = 0, exact = 0, withinOne = 0;
    for (const ScoredForecast& s : f) {
        if (s.parseFailure) {
            ++m.abstentions;
            // An abstention gives no ranking signal, so it goes after every real forecast
            // (expected speedups are positive); its measured S still counts in the best overall.
            expectedAll.push_back(-std::numeric_limits<double>::infinity());
            measuredAll.push_back(s.measuredSpeedup);
            continue;
        }
        ++scored;
        m.brier += brierScore(s.p, s.trueBin);
        m.crps += crpsScore(s.p, s.trueBin);
        m.nll += nllScore(s.p, s.trueBin);
        const int predicted = argmaxBin(s.p);
        exact += predicted == s.trueBin ? 1 : 0;
        withinOne += std::abs(predicted - s.trueBin) <= 1 ? 1 : 0;
        const double e = BinScheme::expectedSpeedup(s.p);
        expectedAll.push_back(e);
        measuredAll.push_back(s.measuredSpeedup);
        expectedOk.push_back(e);
        measuredOk.push_back(s.measuredSpeedup);
    }
    if (scored > 0) {
        m.brier /= scored;
        m.crps /= scored;
        m.nll /= scored;
        m.exactAccuracy = static_cast<double>(exact) / scored;
        m.withinOneAccuracy = static_cast<double>(withinOne) / scored;
    }
    m.spearman = spearmanRho(expectedOk, measuredOk);
    m.ece = expectedCalibrationError(f); // reliability is always over MaxProb
    m.aurc = aurc(riskCoverageCurve(f, kind));
    for (int i = 0; i < 5; ++i)
        m.recovered[i] = speedupRecoveredAtTopK(expectedAll, measuredAll, kRecoveredAtPercent[i]);
    return m;
}

} // namespace augur
