#pragma once
#include "core/datasets/DatasetHardware.h"

#include <QObject>
#include <QString>

#include <optional>

namespace augur::ui {

/// Reads a replayed dataset's device record (core/datasets/DatasetHardware) off the GUI
/// thread (ui/BackgroundTask.h): the file is inflated and parsed whole. A newer load()
/// supersedes an older one: only the newest request's result is kept.
class HardwareLoader : public QObject {
    Q_OBJECT
public:
    explicit HardwareLoader(QObject* parent = nullptr);

    /// Starts reading `datasetPath` (empty: reports no hardware at once).
    void load(const QString& datasetPath);
    const std::optional<DatasetHardware>& hardware() const { return hardware_; }

Q_SIGNALS:
    /// hardware() is current (it may be std::nullopt: no record).
    void loaded();

private:
    int request_ = 0; ///< the newest request; older results are dropped
    std::optional<DatasetHardware> hardware_;
};

} // namespace augur::ui
