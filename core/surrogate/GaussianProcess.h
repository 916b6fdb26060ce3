#pragma once
// A small Gaussian process over normalised parameter positions, used for its posterior
// standard deviation: how far a configuration is from everything measured, in the units of
// the measured log2 speedups (docs/search.md, "model").
#include <cstddef>
#include <vector>

namespace augur {

/// Gaussian-process regression with a Matérn 5/2 kernel (Rasmussen & Williams 2006,
/// "Gaussian Processes for Machine Learning", eq. 4.17 for the kernel, algorithm 2.1 for
/// the Cholesky solution). Inputs are points in [0, 1]^d; a shared length scale and the
/// noise share are chosen on a grid by the log marginal likelihood, then one length scale
/// per dimension by coordinate-wise grid search (ARD); the signal variance is the sample
/// variance of the targets. O(n³) to fit, O(n²) per prediction: meant for
/// the few hundred measurements of a session.
class GaussianProcess {
public:
    /// Fits `points` (n rows of equal width) to `targets` (n values). Fewer than 2 points:
    /// predictions are the mean with the prior spread 0.5. Throws std::invalid_argument on
    /// mismatched sizes.
    void fit(const std::vector<std::vector<double>>& points, const std::vector<double>& targets);

    /// Posterior mean and standard deviation at `x` (the noise excluded).
    void predict(const std::vector<double>& x, double& mean, double& sd) const;

    /// Posterior mean at `x` alone: O(n) instead of the O(n²) of the standard deviation.
    double predictMean(const std::vector<double>& x) const;

    /// Posterior mean (and, when `sd` is not null, standard deviation) of `rows` points of
    /// `points` (row-major, each as wide as the fitted points): predict() in one pass, for
    /// scoring a whole space at every step without a vector per point.
    void predictBatch(const std::vector<double>& points, std::size_t rows, std::vector<double>& mean,
                      std::vector<double>* sd) const;

    /// Mean squared leave-one-out error of the fitted process, in closed form
    /// (Rasmussen & Williams §5.4.2: y_i − μ_−i = α_i / [K⁻¹]_ii); +∞ with fewer than 3 points.
    double leaveOneOutError() const;

    /// The length scale of dimension d after fit().
    double lengthScale(std::size_t d = 0) const { return d < ells_.size() ? ells_[d] : ell_; }
    std::size_t size() const { return x_.size(); }

private:
    double fitWith(double noiseShare);
    double kernel(const std::vector<double>& a, const std::vector<double>& b) const;

    std::vector<std::vector<double>> x_;
    std::vector<double> y_;
    std::vector<double> chol_; ///< lower-triangular L, n × n row-major, K + σn² I = L Lᵀ
    std::vector<double> alpha_; ///< (K + σn² I)⁻¹ (y − μ)
    std::vector<double> ells_; ///< per-dimension length scales (empty: ell_ for all)
    double mean_ = 0.0, signal_ = 0.25, noise_ = 0.0025, ell_ = 0.3;
};

} // namespace augur
