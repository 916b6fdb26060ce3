// The run-time loaded CUDA driver: a missing library must leave the backend "unavailable"
// with a reason (never a crash); on a machine with a GPU the devices must be described.
#include "gpu/driver/CudaDriver.h"

#include <QTest>

using augur::gpu::CudaDriver;

class TestCudaDriver : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void missingLibraryIsUnavailable() {
        CudaDriver d("libcuda-does-not-exist.so.1");
        QVERIFY(!d.available());
        QVERIFY(d.devices().empty());
        QCOMPARE(d.driverVersion(), 0);
        QVERIFY2(d.unavailableReason().find("libcuda-does-not-exist.so.1") != std::string::npos,
                 d.unavailableReason().c_str());
    }

    void systemDriver() {
        CudaDriver d;
        if (!d.available()) {
            QVERIFY(!d.unavailableReason().empty());
            QVERIFY(d.devices().empty());
            QSKIP(("no GPU here: " + d.unavailableReason()).c_str());
        }
        QVERIFY(!d.devices().empty());
        QVERIFY(d.driverVersion() >= 11000);
        for (const auto& dev : d.devices()) {
            QVERIFY(!dev.name.empty());
            QVERIFY(dev.computeMajor >= 5);
            QVERIFY(dev.multiprocessors > 0);
            QVERIFY(dev.totalMemoryBytes > (1LL << 30));
            QCOMPARE(dev.arch(), "sm_" + std::to_string(dev.computeMajor) + std::to_string(dev.computeMinor));
        }
    }
};

QTEST_APPLESS_MAIN(TestCudaDriver)
#include "tst_cuda_driver.moc"
