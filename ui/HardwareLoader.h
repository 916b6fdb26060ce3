#pragma once
#include "core/DatasetHardware.h"

#include <QObject>
#include <QString>

#include <optional>

class QThread;

namespace augur::ui {

/// Reads a replayed dataset's device record (core/DatasetHardware) off the GUI thread: the
/// file is inflated and parsed whole. One read at a time; a newer load() supersedes an
/// older one (its result is dropped).
class HardwareLoader : public QObject {
    Q_OBJECT
public:
    explicit HardwareLoader(QObject* parent = nullptr);
    /// Waits for a read still running.
    ~HardwareLoader() override;

    /// Starts reading `datasetPath` (empty: reports no hardware at once).
    void load(const QString& datasetPath);
    const std::optional<DatasetHardware>& hardware() const { return hardware_; }

Q_SIGNALS:
    /// hardware() is current (it may be std::nullopt: no record).
    void loaded();

private:
    void start();
    void onFinished();

    QThread* thread_ = nullptr;
    QString running_;               ///< path being read
    QString pending_;               ///< the latest request
    bool hasPending_ = false;
    std::optional<DatasetHardware> result_;   ///< written by the worker
    std::optional<DatasetHardware> hardware_;
};

} // namespace augur::ui
