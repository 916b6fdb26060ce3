#include "ui/session/HardwareLoader.h"

#include "ui/base/BackgroundTask.h"

namespace augur::ui {

HardwareLoader::HardwareLoader(QObject* parent) : QObject(parent) {}

void HardwareLoader::load(const QString& datasetPath) {
    const int request = ++request_;
    if (datasetPath.isEmpty()) {
        hardware_.reset();
        Q_EMIT loaded();
        return;
    }
    runInBackground(
        this, [path = datasetPath.toStdString()] { return readDatasetHardware(path); },
        [this, request](TaskOutcome<std::optional<DatasetHardware>> outcome) {
            if (request != request_) return; // superseded by a newer load()
            hardware_ = outcome.ok() ? *outcome.value : std::nullopt;
            Q_EMIT loaded();
        });
}

} // namespace augur::ui
