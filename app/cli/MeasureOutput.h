#pragma once
// The lines `augur-cli measure` prints under a measurement row (MeasureCommand.cpp).
#include "core/model/Measurement.h"

#include <string>

namespace augur::cli {

/// `v` with `digits` decimals.
std::string fixed(double v, int digits);
/// The energy and counter lines under a measurement row (when they were collected), and
/// up to three diagnoses.
void printEnergyAndCounters(const Measurement& m);
/// A workload measurement's S at each shape (its report's "workload" section); nothing
/// for a measurement at the problem's sizes alone.
void printShapes(const Measurement& m);

} // namespace augur::cli
