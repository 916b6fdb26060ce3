#include "ui/BaselineLoader.h"

#include "core/SearchCurves.h"

#include <QThread>

#include <exception>

namespace augur::ui {

BaselineLoader::BaselineLoader(QObject* parent) : QObject(parent) {}

BaselineLoader::~BaselineLoader() {
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void BaselineLoader::load(const SessionConfig& config) {
    pending_ = config;
    hasPending_ = true;
    if (!thread_) start();
}

void BaselineLoader::start() {
    hasPending_ = false;
    const SessionConfig config = pending_;
    if (config.backend != "replay" || config.datasetPath.empty()) {
        curves_ = Curves{};
        curves_.error = tr("Baselines need a replayed dataset: a GPU session has no recorded space to compare with.");
        Q_EMIT loaded();
        return;
    }
    result_ = Curves{};
    // The worker writes result_ only; it is read after QThread::finished.
    thread_ = QThread::create([this, config] {
        try {
            const RandomSamplingBaseline random(datasetSpeedups(config.datasetPath, config.referenceKey));
            const int budget = std::max(1, config.maxMeasurements);
            result_.randomMedian = random.curve(budget, 0.5);
            result_.randomLow = random.curve(budget, 0.1);
            result_.randomHigh = random.curve(budget, 0.9);
            result_.bestInSpace = random.best();
            result_.measureAll = measureAllCurve(config);
        } catch (const std::exception& e) {
            result_.error = QString::fromStdString(e.what());
        }
    });
    connect(thread_, &QThread::finished, this, &BaselineLoader::onFinished);
    thread_->start();
}

void BaselineLoader::onFinished() {
    thread_->wait();
    thread_->deleteLater();
    thread_ = nullptr;
    if (hasPending_) { // superseded: compute the newer one
        start();
        return;
    }
    curves_ = result_;
    Q_EMIT loaded();
}

} // namespace augur::ui
