#include "core/surrogate/SpeedupRegressor.h"

#include "core/surrogate/XgbBooster.h"
#include "core/bins/Metrics.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>

namespace augur {

namespace {
std::unique_ptr<XgbBooster> fit(const XgbDMatrix& train, int rounds, int depth, double eta, std::uint64_t seed) {
    auto b = std::make_unique<XgbBooster>(train);
    b->setTreeParams("reg:squarederror", depth, eta, seed);
    for (int i = 0; i < rounds; ++i) b->updateOneIter(i, train);
    return b;
}
} // namespace

SpeedupRegressor::SpeedupRegressor(std::uint64_t seed, SpeedupRegressorOptions options)
    : seed_(seed), options_(options) {
    options_.ensemble = std::max(1, options_.ensemble);
    options_.rounds = std::max(1, options_.rounds);
    options_.minRows = std::max(1, options_.minRows);
}

SpeedupRegressor::~SpeedupRegressor() = default;
SpeedupRegressor::SpeedupRegressor(SpeedupRegressor&&) noexcept = default;
SpeedupRegressor& SpeedupRegressor::operator=(SpeedupRegressor&&) noexcept = default;

void SpeedupRegressor::setPrior(const std::vector<float>& features, std::size_t cols, const std::vector<float>& y) {
    if (cols == 0 || y.empty() || features.size() != y.size() * cols)
        throw std::invalid_argument("prior: empty or mismatched rows");
    XgbDMatrix train(features, y.size(), cols);
    train.setLabels(y);
    prior_ = fit(train, options_.priorRounds, options_.priorDepth, 0.1, seed_ ^ 0x5bd1e995ULL);
    cols_ = cols;
    members_.clear();
    weight_ = 1.0;
    rowsMean_ = priorMean_ = 0.0;
    agreement_ = std::numeric_limits<double>::quiet_NaN();
}

std::vector<float> SpeedupRegressor::priorMargin(const std::vector<float>& features, std::size_t rows) const {
    if (!prior_) return std::vector<float>(rows, 0.0f);
    std::vector<float> g = prior_->predict(XgbDMatrix(features, rows, cols_));
    for (float& v : g) v = static_cast<float>(rowsMean_ + weight_ * (v - priorMean_));
    return g;
}

void SpeedupRegressor::train(const std::vector<float>& features, std::size_t rows, std::size_t cols,
                             const std::vector<float>& y) {
    members_.clear();
    trainedWithPriorOnly_ = false;
    oobError_ = std::numeric_limits<double>::infinity();
    if (prior_ && cols != cols_) throw std::invalid_argument("prior and session rows differ in width");
    cols_ = cols;
    if (rows == 0) return;
    std::vector<float> X(features.begin(), features.begin() + static_cast<std::ptrdiff_t>(rows * cols));
    std::vector<float> labels(y.begin(), y.begin() + static_cast<std::ptrdiff_t>(rows));
    std::vector<float> base(rows, 0.0f);
    if (prior_) {
        // Weight the prior by its agreement with this session's measurements, and shift it
        // onto this session's reference (the class comment).
        const std::vector<float> g = prior_->predict(XgbDMatrix(X, rows, cols));
        std::vector<double> gd(g.begin(), g.end()), yd(labels.begin(), labels.end());
        double ySum = 0.0, gSum = 0.0;
        for (std::size_t i = 0; i < rows; ++i) {
            ySum += yd[i];
            gSum += gd[i];
        }
        rowsMean_ = ySum / static_cast<double>(rows);
        priorMean_ = gSum / static_cast<double>(rows);
        const double n = static_cast<double>(rows);
        agreement_ = rows >= 3 ? spearmanRho(gd, yd) : std::numeric_limits<double>::quiet_NaN();
        const double rho = std::isfinite(agreement_) ? std::max(0.0, agreement_) : 1.0;
        weight_ = (options_.priorTrust + n * rho) / (options_.priorTrust + n);
        base = priorMargin(X, rows);
        double sq = 0.0;
        for (std::size_t i = 0; i < rows; ++i) sq += (labels[i] - base[i]) * (labels[i] - base[i]);
        residualSpread_ = rows >= 2 ? std::max(0.1, std::sqrt(sq / static_cast<double>(rows - 1))) : 0.5;
    }
    if (static_cast<int>(rows) < options_.minRows) {
        trainedWithPriorOnly_ = prior_ != nullptr;
        return;
    }
    std::mt19937_64 rng(seed_ ^ 0x2545f4914f6cdd1dULL);
    const int k = options_.ensemble;
    XgbDMatrix all(X, rows, cols);
    if (prior_) all.setBaseMargin(base);
    std::vector<double> oobSum(rows, 0.0);
    std::vector<int> oobCount(rows, 0);
    for (int m = 0; m < k; ++m) {
        // Member 0 of a one-member ensemble sees every row; otherwise a bootstrap resample.
        std::vector<std::size_t> pick(rows);
        std::vector<char> in(rows, 0);
        for (std::size_t i = 0; i < rows; ++i) in[pick[i] = k == 1 ? i : static_cast<std::size_t>(rng() % rows)] = 1;
        std::vector<float> bx, by, bm;
        bx.reserve(rows * cols);
        for (std::size_t i : pick) {
            bx.insert(bx.end(), X.begin() + static_cast<std::ptrdiff_t>(i * cols),
                      X.begin() + static_cast<std::ptrdiff_t>((i + 1) * cols));
            by.push_back(labels[i]);
            bm.push_back(base[i]);
        }
        XgbDMatrix train(bx, rows, cols);
        train.setLabels(by);
        if (prior_) train.setBaseMargin(bm);
        members_.push_back(fit(train, options_.rounds, options_.maxDepth, options_.learningRate,
                               seed_ + static_cast<std::uint64_t>(m)));
        const std::vector<float> p = members_.back()->predict(all);
        for (std::size_t i = 0; i < rows && i < p.size(); ++i)
            if (!in[i]) {
                oobSum[i] += p[i];
                ++oobCount[i];
            }
    }
    double sq = 0.0;
    int counted = 0;
    for (std::size_t i = 0; i < rows; ++i)
        if (oobCount[i] > 0) {
            const double e = oobSum[i] / oobCount[i] - labels[i];
            sq += e * e;
            ++counted;
        }
    oobError_ = counted > 0 ? sq / counted : std::numeric_limits<double>::infinity();
}

bool SpeedupRegressor::ready() const { return !members_.empty() || trainedWithPriorOnly_; }

void SpeedupRegressor::predict(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
                               std::vector<float>& spread) const {
    mean.assign(rows, 0.0f);
    spread.assign(rows, 0.0f);
    if (rows == 0 || !ready()) return;
    const std::vector<float> base = priorMargin(features, rows);
    if (members_.empty()) { // prior only
        mean = base;
        spread.assign(rows, static_cast<float>(residualSpread_));
        return;
    }
    XgbDMatrix X(features, rows, cols_);
    if (prior_) X.setBaseMargin(base);
    std::vector<double> sum(rows, 0.0), sq(rows, 0.0);
    for (const auto& m : members_) {
        const std::vector<float> p = m->predict(X);
        for (std::size_t i = 0; i < rows && i < p.size(); ++i) {
            sum[i] += p[i];
            sq[i] += static_cast<double>(p[i]) * p[i];
        }
    }
    const double k = static_cast<double>(members_.size());
    for (std::size_t i = 0; i < rows; ++i) {
        const double mu = sum[i] / k;
        mean[i] = static_cast<float>(mu);
        spread[i] = members_.size() > 1 ? static_cast<float>(std::sqrt(std::max(0.0, sq[i] / k - mu * mu))) : 0.0f;
    }
}

std::vector<float> SpeedupRegressor::predictMember(const std::vector<float>& features, std::size_t rows,
                                                   std::size_t member) const {
    if (rows == 0 || !ready()) return std::vector<float>(rows, 0.0f);
    const std::vector<float> base = priorMargin(features, rows);
    if (members_.empty()) return base;
    XgbDMatrix X(features, rows, cols_);
    if (prior_) X.setBaseMargin(base);
    std::vector<float> p = members_[member % members_.size()]->predict(X);
    p.resize(rows, 0.0f);
    return p;
}

} // namespace augur
