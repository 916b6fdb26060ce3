#pragma once
// Settings of the "features" surrogate (FeaturesSurrogate).
#include "core/surrogate/SpeedupRegressor.h"

namespace augur {

/// Settings of FeaturesSurrogate. The defaults come from a sweep on the recorded Kernel
/// Tuner A100 convolution and dedispersion data sets (Brier, NLL and ECE on 1000 held-out
/// configurations after 25–400 training rows; tests/core/tst_features_surrogate.cpp).
struct FeaturesSurrogateOptions {
    /// Successful measurements needed before the model is trained; fewer give the wide prior.
    int minTrainingSize = 12;
    /// Distinct bins that must have been seen among them (a one-bin history teaches nothing).
    int minDistinctBins = 2;
    /// Boosting rounds (each grows one tree per bin).
    int rounds = 40;
    /// Maximum tree depth.
    int maxDepth = 3;
    /// Learning rate (XGBoost "eta").
    double learningRate = 0.15;
    /// Shrinkage strength κ: the model's probabilities get weight w = n/(n+κ) and the
    /// Laplace-smoothed training bin frequencies the rest (n = training rows); 0 = none.
    double kappa = 20.0;
    /// Folds of the cross-validated fit of temperature and ordinal smoothing
    /// (BinCalibration), first done at max(minTrainingSize, 2·folds) rows; < 2 switches
    /// the fit off (T = 1, a = 0, shrinkage only).
    int calibrationFolds = 4;
    /// false: forecasts are the booster's raw softmax (T = 1, a = 0, no shrinkage), the
    /// "before calibration" of docs/evaluation.md; the cross-validated fit is skipped.
    bool calibrate = true;
    /// The point-estimate head (Forecast::pointSpeedup, pointSpread): a bootstrap ensemble
    /// of log2 S regressors, trained from regression.minRows rows (before the bin model).
    SpeedupRegressorOptions regression;
    /// When rows are configurations, the point estimate mixes the trees with a Gaussian
    /// process over normalised parameter positions (SpeedupModelOptions::gaussianProcess).
    bool gaussianProcess = true;
};

} // namespace augur
