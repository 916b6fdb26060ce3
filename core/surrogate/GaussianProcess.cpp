#include "core/surrogate/GaussianProcess.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace augur {

double GaussianProcess::kernel(const std::vector<double>& a, const std::vector<double>& b) const {
    double s = 0.0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        const double d = (a[i] - b[i]) / (i < ells_.size() ? ells_[i] : ell_);
        s += d * d;
    }
    const double r = std::sqrt(5.0 * s);
    return signal_ * (1.0 + r + r * r / 3.0) * std::exp(-r);
}

double GaussianProcess::fitWith(double noiseShare) {
    const std::size_t n = x_.size();
    noise_ = noiseShare * signal_;
    chol_.assign(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j <= i; ++j) chol_[i * n + j] = kernel(x_[i], x_[j]) + (i == j ? noise_ : 0.0);
    for (std::size_t j = 0; j < n; ++j) { // in-place Cholesky
        double d = chol_[j * n + j];
        for (std::size_t k = 0; k < j; ++k) d -= chol_[j * n + k] * chol_[j * n + k];
        if (!(d > 0.0)) return -std::numeric_limits<double>::infinity();
        chol_[j * n + j] = std::sqrt(d);
        for (std::size_t i = j + 1; i < n; ++i) {
            double t = chol_[i * n + j];
            for (std::size_t k = 0; k < j; ++k) t -= chol_[i * n + k] * chol_[j * n + k];
            chol_[i * n + j] = t / chol_[j * n + j];
        }
    }
    std::vector<double> z(n);
    for (std::size_t i = 0; i < n; ++i) {
        double t = y_[i] - mean_;
        for (std::size_t k = 0; k < i; ++k) t -= chol_[i * n + k] * z[k];
        z[i] = t / chol_[i * n + i];
    }
    alpha_.assign(n, 0.0);
    for (std::size_t i = n; i-- > 0;) {
        double t = z[i];
        for (std::size_t k = i + 1; k < n; ++k) t -= chol_[k * n + i] * alpha_[k];
        alpha_[i] = t / chol_[i * n + i];
    }
    double lml = 0.0; // up to a constant
    for (std::size_t i = 0; i < n; ++i) lml -= 0.5 * z[i] * z[i] + std::log(chol_[i * n + i]);
    return lml;
}

void GaussianProcess::fit(const std::vector<std::vector<double>>& points, const std::vector<double>& targets) {
    if (points.size() != targets.size()) throw std::invalid_argument("GaussianProcess: one target per point expected");
    x_ = points;
    y_ = targets;
    chol_.clear();
    alpha_.clear();
    const std::size_t n = x_.size();
    mean_ = 0.0;
    for (double v : y_) mean_ += v;
    mean_ = n ? mean_ / static_cast<double>(n) : 0.0;
    if (n < 2) {
        signal_ = 0.25;
        return;
    }
    double var = 0.0;
    for (double v : y_) var += (v - mean_) * (v - mean_);
    signal_ = std::max(var / static_cast<double>(n), 1e-4);
    // A shared length scale and the noise share first, on a grid; then each dimension's
    // own length scale (automatic relevance determination, Rasmussen & Williams §5.1) by
    // coordinate-wise grid search, two sweeps: a parameter that changes the speed a lot
    // (a binary switch) gets a short scale, one that does not, a long one.
    static const double grid[] = {0.05, 0.1, 0.15, 0.2, 0.3, 0.45, 0.7, 1.0, 1.5, 3.0, 8.0};
    const std::size_t dims = x_.front().size();
    ells_.clear();
    double best = -std::numeric_limits<double>::infinity(), bestEll = 0.3, bestNoise = 0.01;
    for (double ell : grid)
        for (double noise : {0.001, 0.01, 0.05, 0.2}) {
            ell_ = ell;
            const double lml = fitWith(noise);
            if (lml > best) {
                best = lml;
                bestEll = ell;
                bestNoise = noise;
            }
        }
    ell_ = bestEll;
    ells_.assign(dims, bestEll);
    if (n >= 2 * dims + 2) // enough points to tell dimensions apart
        for (int sweep = 0; sweep < 2; ++sweep)
            for (std::size_t d = 0; d < dims; ++d) {
                double keep = ells_[d];
                for (double ell : grid) {
                    ells_[d] = ell;
                    const double lml = fitWith(bestNoise);
                    if (lml > best + 1e-9) {
                        best = lml;
                        keep = ell;
                    }
                }
                ells_[d] = keep;
            }
    if (fitWith(bestNoise) == -std::numeric_limits<double>::infinity()) (void)fitWith(0.2);
}

double GaussianProcess::leaveOneOutError() const {
    const std::size_t n = x_.size();
    if (n < 3 || alpha_.size() != n) return std::numeric_limits<double>::infinity();
    // diag(K⁻¹) = Σ_k (L⁻¹)_ki²: column by column of L⁻¹ (forward substitution of e_j).
    std::vector<double> diag(n, 0.0), col(n);
    for (std::size_t j = 0; j < n; ++j) {
        std::fill(col.begin(), col.end(), 0.0);
        for (std::size_t i = j; i < n; ++i) {
            double t = i == j ? 1.0 : 0.0;
            for (std::size_t k = j; k < i; ++k) t -= chol_[i * n + k] * col[k];
            col[i] = t / chol_[i * n + i];
            diag[j] += col[i] * col[i];
        }
    }
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double e = alpha_[i] / diag[i];
        sum += e * e;
    }
    return sum / static_cast<double>(n);
}

double GaussianProcess::predictMean(const std::vector<double>& x) const {
    const std::size_t n = x_.size();
    if (n < 2 || alpha_.size() != n) return mean_;
    double mean = mean_;
    for (std::size_t i = 0; i < n; ++i) mean += kernel(x, x_[i]) * alpha_[i];
    return mean;
}

void GaussianProcess::predictBatch(const std::vector<double>& points, std::size_t rows, std::vector<double>& mean,
                                   std::vector<double>* sd) const {
    mean.assign(rows, mean_);
    if (sd) sd->assign(rows, std::sqrt(signal_));
    const std::size_t n = x_.size();
    if (rows == 0 || n < 2 || alpha_.size() != n) return;
    const std::size_t d = x_.front().size();
    if (points.size() < rows * d) throw std::invalid_argument("GaussianProcess: points narrower than the fit");
    // The training points and inverse length scales flat, so the inner loops are plain
    // multiply-adds the compiler can vectorise.
    std::vector<double> train(n * d), inv(d);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < d; ++k) train[i * d + k] = x_[i][k];
    for (std::size_t k = 0; k < d; ++k) inv[k] = 1.0 / (k < ells_.size() ? ells_[k] : ell_);
    std::vector<double> kv(n), v(n);
    const double root5 = std::sqrt(5.0);
    for (std::size_t r = 0; r < rows; ++r) {
        const double* x = &points[r * d];
        double m = mean_;
        for (std::size_t i = 0; i < n; ++i) {
            double s2 = 0.0;
            const double* t = &train[i * d];
            for (std::size_t k = 0; k < d; ++k) {
                const double z = (x[k] - t[k]) * inv[k];
                s2 += z * z;
            }
            const double q = root5 * std::sqrt(s2);
            kv[i] = signal_ * (1.0 + q + q * q / 3.0) * std::exp(-q);
            m += kv[i] * alpha_[i];
        }
        mean[r] = m;
        if (!sd) continue;
        double var = signal_;
        for (std::size_t i = 0; i < n; ++i) {
            const double* L = &chol_[i * n];
            double t = kv[i];
            for (std::size_t j = 0; j < i; ++j) t -= L[j] * v[j];
            v[i] = t / L[i];
            var -= v[i] * v[i];
        }
        (*sd)[r] = std::sqrt(std::max(var, 0.0));
    }
}

void GaussianProcess::predict(const std::vector<double>& x, double& mean, double& sd) const {
    const std::size_t n = x_.size();
    if (n < 2 || alpha_.size() != n) {
        mean = mean_;
        sd = std::sqrt(signal_);
        return;
    }
    std::vector<double> k(n), v(n);
    mean = mean_;
    for (std::size_t i = 0; i < n; ++i) {
        k[i] = kernel(x, x_[i]);
        mean += k[i] * alpha_[i];
    }
    double var = signal_;
    for (std::size_t i = 0; i < n; ++i) {
        double t = k[i];
        for (std::size_t j = 0; j < i; ++j) t -= chol_[i * n + j] * v[j];
        v[i] = t / chol_[i * n + i];
        var -= v[i] * v[i];
    }
    sd = std::sqrt(std::max(var, 0.0));
}

} // namespace augur
