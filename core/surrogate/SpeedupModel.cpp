#include "core/surrogate/SpeedupModel.h"

#include <algorithm>
#include <cmath>
#include <exception>

namespace augur {

SpeedupModel::SpeedupModel(std::uint64_t seed, SpeedupModelOptions options)
    : seed_(seed), options_(options), regression_(seed, options.regression),
      feasibility_(seed ^ 0x9e3779b97f4a7c15ULL) {}

void SpeedupModel::setPrior(const std::vector<float>& features, std::size_t cols, const std::vector<float>& log2,
                            bool partial) {
    regression_.setPrior(features, cols, log2);
    priorPartial_ = partial;
    cols_ = cols;
    // The same seed as this model: with the same rows the twin is the model a session
    // without the prior would have, so a prior set aside leaves the search a cold one.
    cold_ = std::make_unique<SpeedupModel>(seed_, options_);
    cold_->setSpace(space_);
}

std::optional<std::vector<double>> SpeedupModel::positionsOf(const float* row) const {
    std::vector<double> x;
    const auto& params = space_->parameters();
    for (std::size_t c = 0; c < cols_ && c < params.size(); ++c) {
        const auto& vals = params[c].values;
        if (vals.size() < 2) continue;
        const auto pos = space_->positionOf(c, row[c]);
        if (!pos) return std::nullopt;
        x.push_back(static_cast<double>(*pos) / static_cast<double>(vals.size() - 1));
    }
    return x;
}

void SpeedupModel::train(const std::vector<float>& features, std::size_t rows, std::size_t cols,
                         const std::vector<float>& log2, const std::vector<float>& failed, std::size_t failedRows) {
    cols_ = cols;
    trainError_.clear();
    processFitted_ = false;
    gpWeight_ = 0.0;
    try {
        regression_.train(features, rows, cols, log2);
    } catch (const std::exception& e) {
        regression_.train({}, 0, cols, {});
        trainError_ = e.what();
    }
    try {
        feasibility_.train(features, rows, failed, failedRows, cols);
    } catch (const std::exception& e) {
        feasibility_.train({}, rows, {}, failedRows, cols);
        if (trainError_.empty()) trainError_ = e.what();
    }
    if (options_.gaussianProcess && space_ && cols == space_->size() && regression_.ready())
        fitGaussianProcess(features, rows, log2);
    if (cold_) {
        cold_->setSpace(space_);
        cold_->train(features, rows, cols, log2, {}, 0);
    }
}

void SpeedupModel::fitGaussianProcess(const std::vector<float>& features, std::size_t n,
                                      const std::vector<float>& log2) {
    // With a prior the process learns what the prior (shifted to this session) misses.
    std::vector<float> base(n, 0.0f);
    if (regression_.hasPrior()) base = regression_.priorPrediction(features, n);
    // The fit is cubic in the rows: past kGaussianProcessRows, the fastest two thirds of
    // them and an even spread of the rest (the region the search refines matters most).
    std::vector<std::size_t> rows(n);
    for (std::size_t r = 0; r < n; ++r) rows[r] = r;
    constexpr std::size_t cap = SpeedupModelOptions::kGaussianProcessRows;
    if (n > cap) {
        std::stable_sort(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) { return log2[a] > log2[b]; });
        const std::size_t top = 2 * cap / 3, rest = cap - top;
        std::vector<std::size_t> keep(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(top));
        for (std::size_t k = 0; k < rest; ++k) keep.push_back(rows[top + k * (n - top) / rest]);
        rows = std::move(keep);
    }
    std::vector<std::vector<double>> px;
    std::vector<double> py;
    for (std::size_t r : rows)
        if (auto x = positionsOf(&features[r * cols_])) {
            px.push_back(std::move(*x));
            py.push_back(static_cast<double>(log2[r]) - base[r]);
        }
    process_.fit(px, py);
    processFitted_ = true;
    // Weights from each model's out-of-sample error (inverse mean squared error of the
    // trees' out-of-bag and the process's leave-one-out predictions), as in stacking
    // (Wolpert 1992; Breiman 1996): on a space the trees read better, they count more.
    const double treeErr = regression_.outOfBagError(), gpErr = process_.leaveOneOutError();
    gpWeight_ = 0.5;
    if (std::isfinite(treeErr) && std::isfinite(gpErr) && treeErr + gpErr > 0.0)
        gpWeight_ = treeErr / (treeErr + gpErr);
}

void SpeedupModel::blend(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
                         std::vector<float>* spread) const {
    if (!processFitted_ || rows == 0) return;
    std::vector<float> base(rows, 0.0f);
    if (regression_.hasPrior()) base = regression_.priorPrediction(features, rows);
    // Positions of every row in one flat matrix (rows outside the space keep the trees').
    std::vector<double> x;
    std::vector<std::size_t> inside;
    x.reserve(rows * space_->size());
    for (std::size_t r = 0; r < rows && r < mean.size(); ++r)
        if (auto p = positionsOf(&features[r * cols_])) {
            x.insert(x.end(), p->begin(), p->end());
            inside.push_back(r);
        }
    std::vector<double> gm, gs;
    process_.predictBatch(x, inside.size(), gm, spread ? &gs : nullptr);
    const double w = gpWeight_;
    for (std::size_t k = 0; k < inside.size(); ++k) {
        const std::size_t r = inside[k];
        const double g = gm[k] + base[r];
        const double tm = mean[r];
        mean[r] = static_cast<float>(w * g + (1.0 - w) * tm);
        if (spread) {
            // A mixture of the two predictive distributions: its mean, and its variance =
            // the weighted variances + the variance of the means.
            const double ts = (*spread)[r];
            (*spread)[r] = static_cast<float>(
                std::sqrt(w * gs[k] * gs[k] + (1.0 - w) * ts * ts + w * (1.0 - w) * (tm - g) * (tm - g)));
        }
    }
}

bool SpeedupModel::priorSetAside() const {
    // A partial prior is set aside from the start, so even the order in which the initial
    // design is measured (by forecast) is a cold session's.
    if (!regression_.hasPrior() || !cold_) return false;
    return priorPartial_ || (cold_->ready() && regression_.priorWeight() < options_.priorGate);
}

bool SpeedupModel::ready() const { return priorSetAside() ? cold_->ready() : regression_.ready(); }

void SpeedupModel::predict(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
                           std::vector<float>& spread) const {
    if (priorSetAside()) return cold_->predict(features, rows, mean, spread);
    regression_.predict(features, rows, mean, spread);
    if (regression_.ready()) blend(features, rows, mean, &spread);
}

std::vector<float> SpeedupModel::sample(const std::vector<float>& features, std::size_t rows, std::size_t draw,
                                        bool withPrior) const {
    if (priorSetAside() || (!withPrior && cold_ && cold_->ready())) return cold_->sample(features, rows, draw);
    std::vector<float> mean = regression_.predictMember(features, rows, draw);
    if (regression_.ready()) blend(features, rows, mean, nullptr);
    return mean;
}

} // namespace augur
