#include "ui/HardwareLoader.h"

#include <QThread>

namespace augur::ui {

HardwareLoader::HardwareLoader(QObject* parent) : QObject(parent) {}

HardwareLoader::~HardwareLoader() {
    if (thread_) {
        thread_->wait();
        delete thread_;
    }
}

void HardwareLoader::load(const QString& datasetPath) {
    pending_ = datasetPath;
    hasPending_ = true;
    if (!thread_) start();
}

void HardwareLoader::start() {
    hasPending_ = false;
    running_ = pending_;
    if (running_.isEmpty()) {
        hardware_.reset();
        Q_EMIT loaded();
        return;
    }
    result_.reset();
    // The worker writes result_ only; it is read after QThread::finished.
    thread_ = QThread::create([this, path = running_.toStdString()] { result_ = readDatasetHardware(path); });
    connect(thread_, &QThread::finished, this, &HardwareLoader::onFinished);
    thread_->start();
}

void HardwareLoader::onFinished() {
    thread_->wait();
    thread_->deleteLater();
    thread_ = nullptr;
    if (hasPending_) { // superseded: read the newer one
        start();
        return;
    }
    hardware_ = result_;
    Q_EMIT loaded();
}

} // namespace augur::ui
