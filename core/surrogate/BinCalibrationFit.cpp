#include "core/surrogate/BinCalibrationFit.h"

#include "core/surrogate/XgbBooster.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <string>

namespace augur {

namespace {

/// Which fold each of the first m rows is held out in, and the order rows are visited in.
struct FoldPlan {
    std::size_t folds = 0;
    std::vector<std::size_t> order; ///< a seeded permutation of 0..m−1
    std::vector<std::size_t> foldOf; ///< by row
};

/// Rows to folds: round robin over a seeded shuffle, or, with rows of two or more
/// problems, whole problems to folds (grouped cross-validation).
FoldPlan planFolds(const std::vector<int>& groups, std::size_t m, std::size_t folds, std::uint64_t seed) {
    FoldPlan plan;
    plan.folds = folds;
    // Seeded Fisher–Yates (portable, unlike std::shuffle) assigning rows to folds.
    plan.order.resize(m);
    for (std::size_t i = 0; i < m; ++i) plan.order[i] = i;
    std::mt19937_64 rng(seed ^ 0x9e3779b97f4a7c15ULL);
    for (std::size_t i = m; i > 1; --i) std::swap(plan.order[i - 1], plan.order[rng() % i]);
    plan.foldOf.resize(m);
    for (std::size_t j = 0; j < m; ++j) plan.foldOf[plan.order[j]] = j % plan.folds;

    std::vector<int> distinct;
    for (std::size_t i = 0; i < m && i < groups.size(); ++i)
        if (std::find(distinct.begin(), distinct.end(), groups[i]) == distinct.end()) distinct.push_back(groups[i]);
    if (distinct.size() >= 2) {
        plan.folds = std::min(plan.folds, distinct.size());
        for (std::size_t i = distinct.size(); i > 1; --i) std::swap(distinct[i - 1], distinct[rng() % i]);
        for (std::size_t i = 0; i < m; ++i)
            plan.foldOf[i] =
                static_cast<std::size_t>(std::find(distinct.begin(), distinct.end(), groups[i]) - distinct.begin()) %
                plan.folds;
    }
    return plan;
}

/// The margins of every row from a booster that did not see it (m × 8, row-major); a row
/// of a fold that could not be trained or tested stays 0.
std::vector<float> outOfFoldMargins(const std::vector<float>& features, const std::vector<float>& labels,
                                    const FoldPlan& plan, std::size_t cols, const FeaturesSurrogateOptions& o,
                                    std::uint64_t seed) {
    const std::size_t m = plan.order.size();
    std::vector<float> oof(m * kBinCount, 0.0f);
    for (std::size_t f = 0; f < plan.folds; ++f) {
        std::vector<float> trX, trY, teX;
        std::vector<std::size_t> teRows;
        for (std::size_t j = 0; j < m; ++j) {
            const std::size_t row = plan.order[j];
            const bool held = plan.foldOf[row] == f;
            auto& X = held ? teX : trX;
            X.insert(X.end(), features.begin() + static_cast<std::ptrdiff_t>(row * cols),
                     features.begin() + static_cast<std::ptrdiff_t>((row + 1) * cols));
            if (held)
                teRows.push_back(row);
            else
                trY.push_back(labels[row]);
        }
        if (teRows.empty() || trY.empty()) continue;
        const auto booster = trainBinBooster(trX, trY, trY.size(), cols, o, seed);
        const std::vector<float> z = booster->predict(XgbDMatrix(teX, teRows.size(), cols), true);
        for (std::size_t r = 0; r < teRows.size(); ++r)
            std::copy_n(z.begin() + static_cast<std::ptrdiff_t>(r * kBinCount), kBinCount,
                        oof.begin() + static_cast<std::ptrdiff_t>(teRows[r] * kBinCount));
    }
    return oof;
}

/// The (T, a) of the grid with the lowest negative log-likelihood of the m labels under
/// the out-of-fold margins `oof`, shrunk with weight w = m/(m+κ).
BinCalibration bestOnGrid(const std::vector<float>& oof, const std::vector<float>& labels, std::size_t m,
                          double kappa) {
    static const double temps[] = {0.3, 0.35, 0.4, 0.45, 0.5,  0.6, 0.7, 0.8, 0.9,
                                   1.0, 1.15, 1.3, 1.5,  1.75, 2.0, 2.5, 3.0, 4.0};
    static const double smooths[] = {0.0, 0.1, 0.2, 0.3};
    const double w = shrinkageWeight(m, kappa);
    const BinProbs freq = laplaceFrequencies(labels, m);
    BinCalibration best;
    best.fittedRows = static_cast<int>(m);
    double bestNll = std::numeric_limits<double>::infinity();
    std::vector<double> pTrue(m), fTrue(m);
    for (std::size_t i = 0; i < m; ++i) fTrue[i] = freq[static_cast<std::size_t>(labels[i])];
    for (double t : temps) {
        for (double a : smooths) {
            for (std::size_t i = 0; i < m; ++i)
                pTrue[i] =
                    ordinalSmooth(temperedSoftmax(&oof[i * kBinCount], t), a)[static_cast<std::size_t>(labels[i])];
            double nll = 0.0;
            for (std::size_t i = 0; i < m; ++i) nll -= std::log(std::max(1e-12, w * pTrue[i] + (1.0 - w) * fTrue[i]));
            if (nll < bestNll - 1e-9) {
                bestNll = nll;
                best.temperature = t;
                best.smoothing = a;
            }
        }
    }
    return best;
}

} // namespace

std::unique_ptr<XgbBooster> trainBinBooster(const std::vector<float>& features, const std::vector<float>& labels,
                                            std::size_t rows, std::size_t cols, const FeaturesSurrogateOptions& o,
                                            std::uint64_t seed) {
    XgbDMatrix train(std::vector<float>(features.begin(), features.begin() + static_cast<std::ptrdiff_t>(rows * cols)),
                     rows, cols);
    train.setLabels(std::vector<float>(labels.begin(), labels.begin() + static_cast<std::ptrdiff_t>(rows)));
    auto booster = std::make_unique<XgbBooster>(train);
    booster->setTreeParams("multi:softprob", o.maxDepth, o.learningRate, seed);
    booster->setParam("num_class", std::to_string(kBinCount));
    for (int i = 0; i < o.rounds; ++i) booster->updateOneIter(i, train);
    return booster;
}

BinCalibration fitBinCalibration(const std::vector<float>& features, const std::vector<float>& labels,
                                 const std::vector<int>& groups, std::size_t m, std::size_t cols,
                                 const FeaturesSurrogateOptions& o, std::uint64_t seed) {
    const FoldPlan plan = planFolds(groups, m, static_cast<std::size_t>(o.calibrationFolds), seed);
    const std::vector<float> oof = outOfFoldMargins(features, labels, plan, cols, o, seed);
    return bestOnGrid(oof, labels, m, o.kappa);
}

} // namespace augur
