#include "ui/session/BaselineLoader.h"

#include "core/session/SearchCurves.h"

#include "ui/base/BackgroundTask.h"

#include <exception>

namespace augur::ui {

BaselineLoader::BaselineLoader(QObject* parent) : QObject(parent) {}

void BaselineLoader::load(const SessionConfig& config) {
    const int request = ++request_;
    if (!config.replays() || config.datasetPath.empty()) {
        curves_ = Curves{};
        curves_.error = tr("Baselines need a replayed dataset: a GPU session has no recorded space to compare with.");
        Q_EMIT loaded();
        return;
    }
    runInBackground(
        this,
        [config] {
            Curves c;
            const RandomSamplingBaseline random(replayedSpeedups(config));
            const int budget = std::max(1, config.maxMeasurements);
            c.randomMedian = random.curve(budget, 0.5);
            c.randomLow = random.curve(budget, 0.1);
            c.randomHigh = random.curve(budget, 0.9);
            c.bestInSpace = random.best();
            c.measureAll = measureAllCurve(config);
            return c;
        },
        [this, request](TaskOutcome<Curves> outcome) {
            if (request != request_) return; // superseded by a newer load()
            if (outcome.ok()) {
                curves_ = *outcome.value;
            } else {
                curves_ = Curves{};
                curves_.error = outcome.error;
            }
            Q_EMIT loaded();
        });
}

} // namespace augur::ui
