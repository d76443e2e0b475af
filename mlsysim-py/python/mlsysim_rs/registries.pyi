# Generated from the catalog by `cargo run -p mlsysim-py --example stubs`; do not edit.
"""The registries as attribute trees with the reference's paths (`Hardware.Cloud.H100`)."""

from ._base import Entry, Registry

__all__ = ["Hardware", "Models", "Systems", "Infrastructure", "Datasets", "ReferenceStats", "Literature", "Ops", "Agents", "Sensors", "Actuators", "Embodied", "AgentPlatforms"]

class _Hardware_Cloud(Registry):
    """The entries under `Cloud`."""
    A100: Entry
    A100_40GB: Entry
    B200: Entry
    Cerebras_CS3: Entry
    DMatrix_Corsair: Entry
    GB200_NVL72: Entry
    Gaudi2: Entry
    Gaudi3: Entry
    Graphcore_GC200: Entry
    Groq_LPU: Entry
    H100: Entry
    H100_PCIe: Entry
    H200: Entry
    IntelSGX: Entry
    K80: Entry
    MI250X: Entry
    MI300X: Entry
    MI325X: Entry
    P100: Entry
    ReferenceCPU: Entry
    T4: Entry
    TPUv1: Entry
    TPUv2: Entry
    TPUv3: Entry
    TPUv4: Entry
    TPUv5p: Entry
    TPUv6: Entry
    Trainium2: Entry
    Untether_speedAI240: Entry
    V100: Entry
    V100_PCIe: Entry

class _Hardware_Edge(Registry):
    """The entries under `Edge`."""
    Coral: Entry
    DriveThor: Entry
    GenericServer: Entry
    JetsonAGXOrin: Entry
    JetsonOrinNX: Entry
    JetsonOrinNano: Entry
    NUC_Movidius: Entry
    RoboTaxi: Entry

class _Hardware_Embodied(Registry):
    """The entries under `Embodied`."""
    Coral: Entry
    DriveThor: Entry
    GenericServer: Entry
    JetsonAGXOrin: Entry
    JetsonOrinNX: Entry
    JetsonOrinNano: Entry
    NUC_Movidius: Entry
    RoboTaxi: Entry

class _Hardware_Mobile(Registry):
    """The entries under `Mobile`."""
    AppleM2: Entry
    Pixel8: Entry
    Snapdragon8Gen3: Entry
    iPhone15Pro: Entry

class _Hardware_Tech_EffectiveCompute(Registry):
    """The entries under `EffectiveCompute`."""
    Asic: Entry
    Cpu: Entry
    Gpu: Entry
    Tpu: Entry

class _Hardware_Tech_Interconnect(Registry):
    """The entries under `Interconnect`."""
    NVLink: Entry
    PCIeGen5: Entry

class _Hardware_Tech_Lithography(Registry):
    """The entries under `Lithography`."""
    ReticleField: Entry

class _Hardware_Tech_Memory(Registry):
    """The entries under `Memory`."""
    AcceleratorOnChipSram: Entry
    DDR4_3200: Entry
    DDR5: Entry
    DDR5_4800: Entry
    DRAM: Entry
    DdrDram_Access64b_45nm: Entry
    DdrDram_Access64b_7nm: Entry
    GDDR6X: Entry
    HBM2: Entry
    HBM2_AccessEnergy2017: Entry
    HBM3: Entry
    Hbm2_Access64b_7nm_High: Entry
    Hbm2_Access64b_7nm_Low: Entry
    HopperGlobalMemory: Entry
    HopperL2: Entry
    HopperSharedMemory: Entry
    HostDram_Latency2009: Entry
    L1: Entry
    L2: Entry
    LPDDR5_6400: Entry
    Register: Entry
    SRAM_1MB: Entry
    SRAM_32KB: Entry
    SRAM_8KB: Entry

class _Hardware_Tech_Movement(Registry):
    """The entries under `Movement`."""
    L1: Entry
    L2: Entry
    Network: Entry
    Nvme: Entry
    Register: Entry

class _Hardware_Tech_Op(Registry):
    """The entries under `Op`."""
    AddFp16: Entry
    AddFp32: Entry
    AddInt32: Entry
    AddInt8: Entry
    FlopFp16: Entry
    FlopFp32: Entry
    FlopFp32_7nm: Entry
    OpInt8: Entry

class _Hardware_Tech_Storage(Registry):
    """The entries under `Storage`."""
    CxlPcieGen5: Entry
    HostDram: Entry
    NvmeGen3: Entry
    NvmeGen4: Entry
    NvmeGen5: Entry
    SystemMemory: Entry

class _Hardware_Tech(Registry):
    """The entries under `Tech`."""
    EffectiveCompute: _Hardware_Tech_EffectiveCompute
    Interconnect: _Hardware_Tech_Interconnect
    Lithography: _Hardware_Tech_Lithography
    Memory: _Hardware_Tech_Memory
    Movement: _Hardware_Tech_Movement
    Op: _Hardware_Tech_Op
    Storage: _Hardware_Tech_Storage

class _Hardware_Tiny(Registry):
    """The entries under `Tiny`."""
    ESP32_S3: Entry
    HimaxWE1: Entry
    LockstepSafetyMCU_Reference: Entry
    OuraRing: Entry
    STM32F4: Entry
    nRF52840: Entry

class _Hardware_Workstation(Registry):
    """The entries under `Workstation`."""
    DGX_Spark: Entry
    GTX580_3GB: Entry
    MacBookM3Max: Entry

class _Hardware(Registry):
    """The entries under `Hardware`."""
    Cloud: _Hardware_Cloud
    Edge: _Hardware_Edge
    Embodied: _Hardware_Embodied
    Mobile: _Hardware_Mobile
    Tech: _Hardware_Tech
    Tiny: _Hardware_Tiny
    Workstation: _Hardware_Workstation

class _Models_Embodied(Registry):
    """The entries under `Embodied`."""
    ACT_ALOHA: Entry
    DiffusionPolicy_PushT: Entry
    Octo_Base: Entry
    OpenVLA_7B: Entry

class _Models_GenerativeVision(Registry):
    """The entries under `GenerativeVision`."""
    StableDiffusion_v1_5: Entry

class _Models_Language(Registry):
    """The entries under `Language`."""
    BERT_Base: Entry
    BERT_Large: Entry
    DeepSeek_V3: Entry
    GPT2: Entry
    GPT2_Small: Entry
    GPT3: Entry
    GPT4: Entry
    Llama2_13B: Entry
    Llama2_70B: Entry
    Llama2_7B: Entry
    Llama3_405B: Entry
    Llama3_70B: Entry
    Llama3_8B: Entry
    Mixtral_8x7B: Entry
    OPT_13B: Entry
    PaLM_540B: Entry

class _Models_Recommendation(Registry):
    """The entries under `Recommendation`."""
    DLRM: Entry

class _Models_StateSpace(Registry):
    """The entries under `StateSpace`."""
    Mamba_130M: Entry
    Mamba_2_8B: Entry

class _Models_Tiny(Registry):
    """The entries under `Tiny`."""
    AnomalyDetector: Entry
    DS_CNN: Entry
    WakeVision: Entry

class _Models_Vision(Registry):
    """The entries under `Vision`."""
    AlexNet: Entry
    EfficientNetB0: Entry
    EfficientNetB4: Entry
    LeNet1: Entry
    MobileNetV1: Entry
    MobileNetV2: Entry
    MobileNetV2_Alpha0_5: Entry
    MobileNetV2_Alpha0_5FeatureExtractor: Entry
    MobileNetV2_Alpha0_75: Entry
    MobileNetV3_Large: Entry
    ResNet18: Entry
    ResNet50: Entry
    VGG16: Entry
    ViT_Large: Entry
    YOLOv8_Nano: Entry

class _Models(Registry):
    """The entries under `Models`."""
    Embodied: _Models_Embodied
    GenerativeVision: _Models_GenerativeVision
    Language: _Models_Language
    Recommendation: _Models_Recommendation
    StateSpace: _Models_StateSpace
    Tiny: _Models_Tiny
    Vision: _Models_Vision

class _Systems_Clusters(Registry):
    """The entries under `Clusters`."""
    DgxH100SuperPodSU: Entry
    Frontier_8K: Entry
    Kempner_H100_384: Entry
    Lab_64_A100: Entry
    Lab_64_H100: Entry
    Mega_100K: Entry
    Meta_GenAI_H100_24K_IB: Entry
    Meta_GenAI_H100_24K_RoCE: Entry
    Meta_Llama3_16K_H100: Entry
    Meta_RSC_A100_16K: Entry
    Production_2K: Entry
    Reference_25K_H100: Entry
    Research_256: Entry
    Training_10K: Entry
    Training_1K: Entry
    Training_1K_A100: Entry
    Training_1K_B200: Entry
    Training_512_H100: Entry

class _Systems_Fabrics(Registry):
    """The entries under `Fabrics`."""
    Ethernet_100G: Entry
    Ethernet_10G: Entry
    Ethernet_1P6T: Entry
    Ethernet_400G: Entry
    Ethernet_800G: Entry
    InfiniBand_EDR: Entry
    InfiniBand_GXDR: Entry
    InfiniBand_HDR: Entry
    InfiniBand_NDR: Entry
    InfiniBand_NDR_Oversub2to1: Entry
    InfiniBand_NDR_Oversub4to1: Entry
    InfiniBand_XDR: Entry
    RoCE_100G: Entry
    RoCE_400G: Entry

class _Systems_NetworkEnergy(Registry):
    """The entries under `NetworkEnergy`."""
    InfiniBandEnergyPerBit: Entry
    NvlinkEnergyPerBit: Entry
    Per5gMb: Entry
    RadioBitHigh: Entry
    RadioBitLow: Entry

class _Systems_Nodes(Registry):
    """The entries under `Nodes`."""
    DGX_A100: Entry
    DGX_B200: Entry
    DGX_H100: Entry
    GrandTeton_H100: Entry
    HGX_H100_EPYC: Entry
    Kempner_H100_4GPU: Entry
    Server_8x_MI300X: Entry
    Workstation_M3Max: Entry

class _Systems_Pods(Registry):
    """The entries under `Pods`."""
    TPUv4_4096: Entry
    TPUv5p_8960: Entry

class _Systems_Racks(Registry):
    """The entries under `Racks`."""
    DGX_H100_4Node: Entry

class _Systems_Reliability(Registry):
    """The entries under `Reliability`."""
    Cable: Entry
    DgxNodeComposite: Entry
    Gpu: Entry
    Hbm: Entry
    Nic: Entry
    NodeRecoveryHighMin: Entry
    NodeRecoveryLowMin: Entry
    PcieSwitch: Entry
    Psu: Entry
    Recovery: Entry
    SdcRatePerGpuHr: Entry
    TorSwitch: Entry

class _Systems_Storage(Registry):
    """The entries under `Storage`."""
    CloudBlockStorageBaseline: Entry
    GpuDirectStorageLatency: Entry
    Hdd7200Rpm: Entry
    LocalNvmeGen3: Entry
    LocalNvmeGen4: Entry
    LocalNvmeGen4_7T68: Entry
    LocalNvmeGen4_7T68x4: Entry
    LocalNvmeGen4x4: Entry
    LocalNvmeGen5: Entry
    LocalNvmeGen5x4: Entry
    LocalNvmeTrainingLow: Entry
    LocalNvmeTrainingTypical: Entry
    ObjectStoreSingleStream: Entry
    PfsOneTbPerSecond: Entry
    PfsPerNodeShare: Entry
    Production2KCheckpointPath: Entry
    SataSsd: Entry
    SataSsdEffective: Entry
    TraditionalGpuIoLatency: Entry

class _Systems_SwitchFabric(Registry):
    """The entries under `SwitchFabric`."""
    AlphaNdr: Entry
    AlphaRoce: Entry
    EffectiveAlphaHdrHigh: Entry
    EffectiveAlphaHdrLow: Entry
    EffectiveAlphaNdrHigh: Entry
    EffectiveAlphaNdrLow: Entry
    EffectiveAlphaNvlinkHigh: Entry
    EffectiveAlphaNvlinkLow: Entry
    EffectiveAlphaPcieGen5High: Entry
    EffectiveAlphaPcieGen5Low: Entry
    EffectiveAlphaRoceHigh: Entry
    EffectiveAlphaRoceLow: Entry
    FecLatencyHigh: Entry
    FecLatencyLow: Entry
    HopLatency: Entry
    NdrLeafDownlinkPorts: Entry
    NdrLeafUplinkPorts: Entry
    NdrSwitchPorts: Entry
    OpticsCpo400G: Entry
    OpticsPluggable400G: Entry
    SwitchAsic102T4: Entry
    SwitchAsic51T2: Entry

class _Systems(Registry):
    """The entries under `Systems`."""
    Clusters: _Systems_Clusters
    Fabrics: _Systems_Fabrics
    NetworkEnergy: _Systems_NetworkEnergy
    Nodes: _Systems_Nodes
    Orchestration: Entry
    Pods: _Systems_Pods
    Racks: _Systems_Racks
    Reliability: _Systems_Reliability
    Storage: _Systems_Storage
    SwitchFabric: _Systems_SwitchFabric

class _Infrastructure_Capacity(Registry):
    """The entries under `Capacity`."""
    GpuLeadTimeMonths: Entry
    GridInterconnectionQueueGw: Entry
    SubstationLeadTimeMonths: Entry

class _Infrastructure_Datacenters(Registry):
    """The entries under `Datacenters`."""
    EU_Average: Entry
    France_Nuclear: Entry
    Iowa_Reference: Entry
    Norway_Hydro: Entry
    Poland_Coal: Entry
    Quebec_Hydro: Entry
    US_Hyperscale: Entry

class _Infrastructure_FacilityCooling(Registry):
    """The entries under `FacilityCooling`."""
    BestAir: Entry
    Legacy: Entry
    LiquidCooled: Entry
    SimpleAir: Entry
    StateOfArt: Entry
    Typical: Entry

class _Infrastructure_Grids(Registry):
    """The entries under `Grids`."""
    China_Avg: Entry
    EU_Avg: Entry
    France: Entry
    Germany: Entry
    Iceland: Entry
    India_Avg: Entry
    Iowa: Entry
    Norway: Entry
    Poland: Entry
    Quebec: Entry
    Texas: Entry
    US_Avg: Entry

class _Infrastructure_Pricing_Capital(Registry):
    """The entries under `Capital`."""
    AcceleratorExtendedServiceLifeYears: Entry
    AcceleratorServiceLifeYears: Entry
    AnnualMaintenanceRatio: Entry
    DgxH100NodeUsd: Entry
    H100GpuPurchaseUsd: Entry

class _Infrastructure_Pricing_Cloud(Registry):
    """The entries under `Cloud`."""
    A10GInferencePerHour: Entry
    CpuInstanceC5XlargePerHour: Entry
    EgressPerGB: Entry
    ElectricityPerKwh: Entry
    GpuInferencePerHour: Entry
    GpuTrainingPerHour: Entry
    GpuTrainingUtilityScenarioPerHour: Entry
    LowCostGpuPerHour: Entry
    ReservedDiscountHigh: Entry
    ReservedDiscountLow: Entry
    SpotDiscountHigh: Entry
    SpotDiscountLow: Entry
    T4InstanceG4dnXlargePerHour: Entry
    TpuV4PerHour: Entry

class _Infrastructure_Pricing_Fleet(Registry):
    """The entries under `Fleet`."""
    CarbonPerGpuHr: Entry
    GpuHourRef: Entry
    InternalChargebackPerHour: Entry
    SpotGpuHourRef: Entry

class _Infrastructure_Pricing_Labeling(Registry):
    """The entries under `Labeling`."""
    BoxHigh: Entry
    BoxLow: Entry
    CrowdHigh: Entry
    CrowdLow: Entry
    MedicalHigh: Entry
    MedicalLow: Entry

class _Infrastructure_Pricing_Labor(Registry):
    """The entries under `Labor`."""
    MlEngineerLoadedHourly: Entry

class _Infrastructure_Pricing_Monitoring(Registry):
    """The entries under `Monitoring`."""
    IngestionPerMillionDatapoints: Entry
    QueryPerRequest: Entry
    StoragePerGbMonth: Entry

class _Infrastructure_Pricing_Network(Registry):
    """The entries under `Network`."""
    AocCableUsd: Entry
    DacCableUsd: Entry
    OpticsPerLinkUsd: Entry

class _Infrastructure_Pricing_OnPremises(Registry):
    """The entries under `OnPremises`."""
    ElectricityPerKwh: Entry

class _Infrastructure_Pricing_Storage(Registry):
    """The entries under `Storage`."""
    GlacierPerTbMonth: Entry
    GlacierRetrievalPerGB: Entry
    GlacierStandardPerTbMonth: Entry
    HbmEquivalentPerGb: Entry
    HbmLowPerGb: Entry
    HostDramHighPerGb: Entry
    HostDramLowPerGb: Entry
    NvmeHighPerTbMonth: Entry
    NvmeLowPerTbMonth: Entry
    ParallelFileSystemPerTbMonth: Entry
    S3GetPer1kRequests: Entry
    S3StandardLowPerTbMonth: Entry
    S3StandardPerTbMonth: Entry

class _Infrastructure_Pricing(Registry):
    """The entries under `Pricing`."""
    Capital: _Infrastructure_Pricing_Capital
    Cloud: _Infrastructure_Pricing_Cloud
    Fleet: _Infrastructure_Pricing_Fleet
    Labeling: _Infrastructure_Pricing_Labeling
    Labor: _Infrastructure_Pricing_Labor
    Monitoring: _Infrastructure_Pricing_Monitoring
    Network: _Infrastructure_Pricing_Network
    OnPremises: _Infrastructure_Pricing_OnPremises
    Storage: _Infrastructure_Pricing_Storage

class _Infrastructure_Racks(Registry):
    """The entries under `Racks`."""
    AI_High: Entry
    AI_Standard: Entry
    Traditional: Entry

class _Infrastructure(Registry):
    """The entries under `Infrastructure`."""
    AIR_COOLING_LIMIT_KW: Entry
    Capacity: _Infrastructure_Capacity
    Datacenters: _Infrastructure_Datacenters
    FacilityCooling: _Infrastructure_FacilityCooling
    Grids: _Infrastructure_Grids
    Pricing: _Infrastructure_Pricing
    Racks: _Infrastructure_Racks

class _Datasets(Registry):
    """The entries under `Datasets`."""
    ALOHA_Bimanual: Entry
    BridgeDataV2: Entry
    CIFAR10: Entry
    CriteoKaggle: Entry
    DROID: Entry
    ImageNet: Entry
    MNIST: Entry
    MSWC: Entry
    OpenXEmbodiment: Entry
    SpeechCommandsV2: Entry

class _ReferenceStats_AnomalyModel(Registry):
    """The entries under `AnomalyModel`."""
    Auc: Entry
    Energy: Entry
    Latency: Entry

class _ReferenceStats_CarbonPlacementProfile(Registry):
    """The entries under `CarbonPlacementProfile`."""
    TrainingRunEnergy: Entry

class _ReferenceStats_CheckpointArchetypes(Registry):
    """The entries under `CheckpointArchetypes`."""
    Dense20BTransformerCheckpointSize: Entry
    EmbeddingHeavyRecommenderCheckpointSize: Entry
    MediumVisionTransformerCheckpointSize: Entry
    MixedPrecisionOptimizerBytesPerParameter: Entry
    TrillionParameterReference: Entry

class _ReferenceStats_ClinicalImaging(Registry):
    """The entries under `ClinicalImaging`."""
    RetinalPhotoSize: Entry

class _ReferenceStats_ClusterTcoProfile(Registry):
    """The entries under `ClusterTcoProfile`."""
    Reference10KAnnualStaffing: Entry
    Reference10KFacilityCapex: Entry
    Reference10KNetworkCapex: Entry
    Reference1KAnnualOpex: Entry
    Reference1KFacilityCapex: Entry
    Reference1KNetworkCapex: Entry

class _ReferenceStats_CollectiveCommunicationProfile(Registry):
    """The entries under `CollectiveCommunicationProfile`."""
    GradientBuffer: Entry
    TrainingRunSteps: Entry

class _ReferenceStats_DataParallelScalingProfile(Registry):
    """The entries under `DataParallelScalingProfile`."""
    PerGpuBatch: Entry
    SingleGpuStepTime: Entry
    SingleGpuTrainingTime: Entry

class _ReferenceStats_EdgeAdaptationTierProfile(Registry):
    """The entries under `EdgeAdaptationTierProfile`."""
    BudgetDeviceMemoryLimit: Entry
    BudgetFleetShare: Entry
    BudgetKeyboardPhoneRam: Entry
    BudgetPhoneAvailableHigh: Entry
    BudgetPhoneAvailableLow: Entry
    BudgetPhoneRam: Entry
    BudgetReplayBuffer: Entry
    FederatedLoraUpdate: Entry
    FewShotInteractionsHigh: Entry
    FewShotInteractionsLow: Entry
    FlagshipFleetShare: Entry
    FlagshipLoraRank: Entry
    FlagshipReplayBuffer: Entry
    IotMemoryHigh: Entry
    IotMemoryLow: Entry
    KeyboardBackgroundBudgetExample: Entry
    KeyboardBackgroundBudgetHigh: Entry
    KeyboardBackgroundBudgetLow: Entry
    KeyboardGradientExample: Entry
    KeyboardGradientMemoryHigh: Entry
    KeyboardGradientMemoryLow: Entry
    MidTierFleetShare: Entry
    MidTierLoraRank: Entry
    TinyWearableRam: Entry
    VoiceAssistantFleetDevices: Entry
    WearablePersonalizationMemory: Entry

class _ReferenceStats_EdgeDeviceSpectrum(Registry):
    """The entries under `EdgeDeviceSpectrum`."""
    ArduinoNano33BleFlash: Entry
    CortexMClock: Entry
    FlagshipPhonePowerHigh: Entry
    FlagshipSmartphoneRamHigh: Entry
    IotDeviceRamHigh: Entry
    IotMicrocontrollerComputeLow: Entry
    LowEndEdgeCompute: Entry
    LowEndEdgeRam: Entry
    MicrocontrollerBoardCost: Entry
    MicrocontrollerSram: Entry
    MicrocontrollerSramHigh: Entry
    MobileClassClock: Entry
    MobileCpuThroughputMips: Entry
    SensorPowerLow: Entry
    TinyCpuThroughputMips: Entry
    TinyRamLow: Entry

class _ReferenceStats_ElasticResizeProfile(Registry):
    """The entries under `ElasticResizeProfile`."""
    FullGpus: Entry
    FullThroughput: Entry
    QueueWait: Entry
    RescaleOverhead: Entry
    SmallGpus: Entry
    SmallThroughput: Entry
    StepUpGpus: Entry
    StepUpThroughput: Entry
    Window: Entry

class _ReferenceStats_EmissionsAnchors(Registry):
    """The entries under `EmissionsAnchors`."""
    TransatlanticRoundTripCo2Kg: Entry

class _ReferenceStats_EnergyAnchors(Registry):
    """The entries under `EnergyAnchors`."""
    BoilingWater: Entry
    SmartphoneCharge: Entry
    USHouseholdAnnualElectricity: Entry

class _ReferenceStats_FacilityScaleAnchors(Registry):
    """The entries under `FacilityScaleAnchors`."""
    HyperscaleCampusPower: Entry
    ReferenceItLoad: Entry

class _ReferenceStats_FleetEvolution(Registry):
    """The entries under `FleetEvolution`."""
    AlgorithmGain: Entry
    HardwareGain: Entry
    TargetGain: Entry

class _ReferenceStats_FleetUtilizationSnapshot(Registry):
    """The entries under `FleetUtilizationSnapshot`."""
    AssignedShare: Entry
    IncompleteGangShare: Entry
    InputWaitShare: Entry

class _ReferenceStats_ForcedPreemptionProfile(Registry):
    """The entries under `ForcedPreemptionProfile`."""
    LostWork: Entry
    UnbudgetedRate: Entry

class _ReferenceStats_MidScaleTrainingCarbonProfile(Registry):
    """The entries under `MidScaleTrainingCarbonProfile`."""
    TrainingDays: Entry

class _ReferenceStats_MixedPrecisionAdam(Registry):
    """The entries under `MixedPrecisionAdam`."""
    CheckpointBytesPerParameter: Entry
    OptimizerStateBytesPerParameter: Entry
    TrainingStateBytesPerParameter: Entry

class _ReferenceStats_MobilePower(Registry):
    """The entries under `MobilePower`."""
    BackgroundAdaptationHigh: Entry
    BackgroundAdaptationLow: Entry
    MobileMlBurstHigh: Entry
    MobileMlBurstLow: Entry
    MobileMlSustainedHigh: Entry
    MobileMlSustainedLow: Entry
    MobileNpuPeak: Entry
    MobileNpuTypical: Entry
    ObjectDetector: Entry

class _ReferenceStats_ModelLoading(Registry):
    """The entries under `ModelLoading`."""
    PcieSwapReferenceModelSize: Entry
    StableDiffusionV15CheckpointSize: Entry
    StableDiffusionV15PickleLoadTime: Entry
    StableDiffusionV15SafetensorsLoadTime: Entry

class _ReferenceStats_NetworkEconomicsProfile(Registry):
    """The entries under `NetworkEconomicsProfile`."""
    ClusterCapex: Entry
    CommunicationFraction: Entry
    PerGpuGradientPayload: Entry

class _ReferenceStats_OuraSleepStudy(Registry):
    """The entries under `OuraSleepStudy`."""
    AccelOnlyAccuracy: Entry
    CrossValidationFolds: Entry
    EnhancedAccuracy: Entry
    Participants: Entry
    PsgScorerAgreementHigh: Entry
    PsgScorerAgreementLow: Entry
    RecordingHours: Entry
    RecordingNights: Entry

class _ReferenceStats_PhoneBattery(Registry):
    """The entries under `PhoneBattery`."""
    CapacityMah: Entry
    EnergyJ: Entry
    EnergyWh: Entry
    VoltageV: Entry

class _ReferenceStats_PhysicalAI_Buses(Registry):
    """The entries under `Buses`."""
    CanFdJitter: Entry
    CanFdLatency: Entry
    EtherCatCycle: Entry
    EtherCatJitter: Entry
    WifiLatencyNominal: Entry
    WifiLatencyP99: Entry

class _ReferenceStats_PhysicalAI_Compute(Registry):
    """The entries under `Compute`."""
    EdgeMemoryBandwidthOrin: Entry
    EdgeMemorySustainedOrin: Entry
    VlaChunkHorizon: Entry
    VlaParameters7B: Entry

class _ReferenceStats_PhysicalAI_Kinematics(Registry):
    """The entries under `Kinematics`."""
    BlindTravelRate10mps: Entry
    BlindTravelRate1mps: Entry
    BlindTravelRate30mps: Entry
    IsoApproachSpeed: Entry

class _ReferenceStats_PhysicalAI_Rates(Registry):
    """The entries under `Rates`."""
    ChunkHi: Entry
    ChunkLo: Entry
    CurrentLoopHi: Entry
    CurrentLoopLo: Entry
    GateSwitchingHi: Entry
    GateSwitchingLo: Entry
    IntentHi: Entry
    IntentLo: Entry
    PermissionRate: Entry

class _ReferenceStats_PhysicalAI_Safety(Registry):
    """The entries under `Safety`."""
    HumanFatalCrashMiles: Entry
    RuleOfThreeMultiplier: Entry
    TargetFailureRateASILD: Entry
    TargetFailureRateSIL3: Entry

class _ReferenceStats_PhysicalAI_Thermal(Registry):
    """The entries under `Thermal`."""
    TauBatteryPack: Entry
    TauMotorFrame: Entry
    TauMotorStator: Entry
    TauSiliconJunction: Entry
    TauSiliconPackage: Entry

class _ReferenceStats_PhysicalAI(Registry):
    """The entries under `PhysicalAI`."""
    Buses: _ReferenceStats_PhysicalAI_Buses
    Compute: _ReferenceStats_PhysicalAI_Compute
    Kinematics: _ReferenceStats_PhysicalAI_Kinematics
    Rates: _ReferenceStats_PhysicalAI_Rates
    Safety: _ReferenceStats_PhysicalAI_Safety
    Thermal: _ReferenceStats_PhysicalAI_Thermal

class _ReferenceStats_PhysicalAIBuses(Registry):
    """The entries under `PhysicalAIBuses`."""
    CanFdJitter: Entry
    CanFdLatency: Entry
    EtherCatCycle: Entry
    EtherCatJitter: Entry
    WifiLatencyNominal: Entry
    WifiLatencyP99: Entry

class _ReferenceStats_PhysicalAICompute(Registry):
    """The entries under `PhysicalAICompute`."""
    EdgeMemoryBandwidthOrin: Entry
    EdgeMemorySustainedOrin: Entry
    VlaChunkHorizon: Entry
    VlaParameters7B: Entry

class _ReferenceStats_PhysicalAIKinematics(Registry):
    """The entries under `PhysicalAIKinematics`."""
    BlindTravelRate10mps: Entry
    BlindTravelRate1mps: Entry
    BlindTravelRate30mps: Entry
    IsoApproachSpeed: Entry

class _ReferenceStats_PhysicalAIRates(Registry):
    """The entries under `PhysicalAIRates`."""
    ChunkHi: Entry
    ChunkLo: Entry
    CurrentLoopHi: Entry
    CurrentLoopLo: Entry
    GateSwitchingHi: Entry
    GateSwitchingLo: Entry
    IntentHi: Entry
    IntentLo: Entry
    PermissionRate: Entry

class _ReferenceStats_PhysicalAISafety(Registry):
    """The entries under `PhysicalAISafety`."""
    HumanFatalCrashMiles: Entry
    RuleOfThreeMultiplier: Entry
    TargetFailureRateASILD: Entry
    TargetFailureRateSIL3: Entry

class _ReferenceStats_PhysicalAIThermal(Registry):
    """The entries under `PhysicalAIThermal`."""
    TauBatteryPack: Entry
    TauMotorFrame: Entry
    TauMotorStator: Entry
    TauSiliconJunction: Entry
    TauSiliconPackage: Entry

class _ReferenceStats_ProfilerTraceProfile(Registry):
    """The entries under `ProfilerTraceProfile`."""
    NsightTracePerGpu: Entry
    TraceWindow: Entry

class _ReferenceStats_RecommenderAtScaleProfile(Registry):
    """The entries under `RecommenderAtScaleProfile`."""
    EmbeddingTableSize: Entry
    EntityCatalogIds: Entry
    P99LatencySlo: Entry
    PlatformQps: Entry
    PlatformResidentEmbeddingFootprint: Entry

class _ReferenceStats_ReplicaColdStartProfile(Registry):
    """The entries under `ReplicaColdStartProfile`."""
    ArtifactFetchBandwidth: Entry
    LoadWarmupTime: Entry
    ProvisioningTime: Entry

class _ReferenceStats_ServingProfiles(Registry):
    """The entries under `ServingProfiles`."""
    CircuitBreakerErrorThreshold: Entry
    CircuitBreakerHalfOpenRequests: Entry
    CircuitBreakerLatencyThresholdMultiple: Entry
    CircuitBreakerOpenDuration: Entry
    H100VendorMemoryBudget: Entry
    HeterogeneousRoutingA100CapacityQps: Entry
    HeterogeneousRoutingA100Servers: Entry
    HeterogeneousRoutingH100CapacityQps: Entry
    HeterogeneousRoutingH100Servers: Entry
    HeterogeneousRoutingTargetQps: Entry
    PrecisionDividendBaselinePolicyBatchLimit: Entry
    PrecisionDividendContextLengthTokens: Entry
    PrecisionDividendOptimizedPolicyBatchLimit: Entry
    PrecisionDividendSpeculationBatchThreshold: Entry
    PrecisionDividendTensorParallelDegree: Entry

class _ReferenceStats_SpotInterruptionProfile(Registry):
    """The entries under `SpotInterruptionProfile`."""
    CheckpointOverhead: Entry
    RestartOverhead: Entry
    RetainedInterval: Entry

class _ReferenceStats_StorageTrainingCorpus(Registry):
    """The entries under `StorageTrainingCorpus`."""
    CheckpointBytesPerParameter: Entry
    CheckpointInterval: Entry
    CompressedSource: Entry
    StepTime: Entry
    TokenIdBytes: Entry
    TokenizedShardSize: Entry
    TokenizedText: Entry
    TrainingTokens: Entry
    TrainingWindow: Entry

class _ReferenceStats_TextTokenization(Registry):
    """The entries under `TextTokenization`."""
    WordsPerToken: Entry

class _ReferenceStats_TorchvisionParameterCounts(Registry):
    """The entries under `TorchvisionParameterCounts`."""
    MobileNetV2: Entry
    ResNet50: Entry
    VGG16: Entry

class _ReferenceStats_TrainingCostAnchors(Registry):
    """The entries under `TrainingCostAnchors`."""
    Gpt2Cost2019: Entry
    Gpt3CostEstimate: Entry
    Gpt4CostEstimate: Entry

class _ReferenceStats_TrainingScaleProfiles(Registry):
    """The entries under `TrainingScaleProfiles`."""
    Eff1024Gpu: Entry
    Eff256Gpu: Entry
    Eff32Gpu: Entry
    Eff8192Gpu: Entry
    LocalComputeEfficiency: Entry

class _ReferenceStats_UtilizationTierProfile(Registry):
    """The entries under `UtilizationTierProfile`."""
    ActiveEquivalents: Entry
    AllocatedGpus: Entry
    ProductiveEquivalents: Entry

class _ReferenceStats_WaterAnchors(Registry):
    """The entries under `WaterAnchors`."""
    UsHouseholdAnnualWaterHigh: Entry
    UsHouseholdAnnualWaterLow: Entry

class _ReferenceStats_Workloads(Registry):
    """The entries under `Workloads`."""
    ChatGptPromptsPerDay: Entry
    GmailEmailsPerDay: Entry
    GoogleSearchesPerDay: Entry
    WaymoDataPerHourHigh: Entry
    WaymoDataPerHourLow: Entry

class _ReferenceStats(Registry):
    """The entries under `ReferenceStats`."""
    AnomalyModel: _ReferenceStats_AnomalyModel
    CarbonPlacementProfile: _ReferenceStats_CarbonPlacementProfile
    CheckpointArchetypes: _ReferenceStats_CheckpointArchetypes
    ClinicalImaging: _ReferenceStats_ClinicalImaging
    ClusterTcoProfile: _ReferenceStats_ClusterTcoProfile
    CollectiveCommunicationProfile: _ReferenceStats_CollectiveCommunicationProfile
    DataParallelScalingProfile: _ReferenceStats_DataParallelScalingProfile
    EdgeAdaptationTierProfile: _ReferenceStats_EdgeAdaptationTierProfile
    EdgeDeviceSpectrum: _ReferenceStats_EdgeDeviceSpectrum
    ElasticResizeProfile: _ReferenceStats_ElasticResizeProfile
    EmissionsAnchors: _ReferenceStats_EmissionsAnchors
    EnergyAnchors: _ReferenceStats_EnergyAnchors
    FacilityScaleAnchors: _ReferenceStats_FacilityScaleAnchors
    FleetEvolution: _ReferenceStats_FleetEvolution
    FleetUtilizationSnapshot: _ReferenceStats_FleetUtilizationSnapshot
    ForcedPreemptionProfile: _ReferenceStats_ForcedPreemptionProfile
    MidScaleTrainingCarbonProfile: _ReferenceStats_MidScaleTrainingCarbonProfile
    MixedPrecisionAdam: _ReferenceStats_MixedPrecisionAdam
    MobilePower: _ReferenceStats_MobilePower
    ModelLoading: _ReferenceStats_ModelLoading
    NetworkEconomicsProfile: _ReferenceStats_NetworkEconomicsProfile
    OuraSleepStudy: _ReferenceStats_OuraSleepStudy
    PhoneBattery: _ReferenceStats_PhoneBattery
    PhysicalAI: _ReferenceStats_PhysicalAI
    PhysicalAIBuses: _ReferenceStats_PhysicalAIBuses
    PhysicalAICompute: _ReferenceStats_PhysicalAICompute
    PhysicalAIKinematics: _ReferenceStats_PhysicalAIKinematics
    PhysicalAIRates: _ReferenceStats_PhysicalAIRates
    PhysicalAISafety: _ReferenceStats_PhysicalAISafety
    PhysicalAIThermal: _ReferenceStats_PhysicalAIThermal
    ProfilerTraceProfile: _ReferenceStats_ProfilerTraceProfile
    RecommenderAtScaleProfile: _ReferenceStats_RecommenderAtScaleProfile
    ReplicaColdStartProfile: _ReferenceStats_ReplicaColdStartProfile
    ServingProfiles: _ReferenceStats_ServingProfiles
    SpotInterruptionProfile: _ReferenceStats_SpotInterruptionProfile
    StorageTrainingCorpus: _ReferenceStats_StorageTrainingCorpus
    TextTokenization: _ReferenceStats_TextTokenization
    TorchvisionParameterCounts: _ReferenceStats_TorchvisionParameterCounts
    TrainingCostAnchors: _ReferenceStats_TrainingCostAnchors
    TrainingScaleProfiles: _ReferenceStats_TrainingScaleProfiles
    UtilizationTierProfile: _ReferenceStats_UtilizationTierProfile
    WaterAnchors: _ReferenceStats_WaterAnchors
    Workloads: _ReferenceStats_Workloads

class _Literature_BatchSize(Registry):
    """The entries under `BatchSize`."""
    Bert: Entry
    Default: Entry
    Gpt3: Entry

class _Literature_Benchmarks(Registry):
    """The entries under `Benchmarks`."""
    AgentHorizonDoublingDays2023On: Entry
    EfficientNetB4ImageNetTop1: Entry
    Llama3_8B_H100_ITLLower: Entry
    Llama3_8B_H100_ITLUpper: Entry
    MobileNetV3LargeImageNetTop1: Entry
    ResNet50A100TrainThroughput: Entry
    ResNet50H100InferenceOfflinePerGpu: Entry
    ResNet50H100TrainThroughput: Entry
    ResNet50H100TrainThroughputAccelerators: Entry
    ViTLargeImageNetTop1: Entry

class _Literature_Chinchilla(Registry):
    """The entries under `Chinchilla`."""
    Approach1ParamsExponent: Entry
    Approach1TokensExponent: Entry
    Approach2ParamsExponent: Entry
    Approach2TokensExponent: Entry
    Approach3ParamsExponent: Entry
    Approach3TokensExponent: Entry
    ComputeConstant: Entry
    DecodeConstant: Entry
    GopherBudgetFlops: Entry
    GopherBudgetOptimalParams: Entry
    GopherBudgetOptimalTokens: Entry
    IsoFlopBudgetMaxFlops: Entry
    IsoFlopBudgetMinFlops: Entry
    ParametricLossA: Entry
    ParametricLossAlpha: Entry
    ParametricLossB: Entry
    ParametricLossBeta: Entry
    ParametricLossE: Entry
    TokensPerParam: Entry

class _Literature_Communication(Registry):
    """The entries under `Communication`."""
    RingAllreduceFactor: Entry

class _Literature_KaplanScalingLaws(Registry):
    """The entries under `KaplanScalingLaws`."""
    compute_efficient_frontier: Entry
    default_batch_sequences: Entry
    default_context_tokens: Entry
    default_steps: Entry
    entries: Entry
    list: Entry
    loss_vs_params_and_data: Entry
    loss_vs_params_and_steps: Entry
    single_variable_fits: Entry

class _Literature_Training(Registry):
    """The entries under `Training`."""
    MfuHigh: Entry
    MfuInferenceBatch1: Entry
    MfuInferenceBatched: Entry
    MfuLow: Entry

class _Literature_TrainingRuns(Registry):
    """The entries under `TrainingRuns`."""
    AlexNetGpus: Entry
    AlexNetTrainingDaysHigh: Entry
    AlexNetTrainingDaysLow: Entry
    DeepSeekV3Gpus: Entry
    GopherMfu: Entry
    Goyal2017Gpus: Entry
    Goyal2017Minibatch: Entry
    Goyal2017TrainingHours: Entry
    Gpt3BatchTokens: Entry
    Gpt3MfuPalmTable: Entry
    Llama1_65B_Gpus: Entry
    Llama31_405B_TrainingGpuHours: Entry
    Llama3_405B_EffectiveTrainingTimeFraction: Entry
    Llama3_405B_Gpus8K: Entry
    Llama3_405B_ManualInterventions: Entry
    Llama3_405B_Mfu16K: Entry
    Llama3_405B_Mfu8K: Entry
    Llama3_405B_SnapshotDays: Entry
    Llama3_405B_UnexpectedInterruptions: Entry
    MegatronLm2019Gpus: Entry
    MegatronLm2019Params: Entry
    MegatronLm2019ScalingEfficiency: Entry
    MegatronLm2021Gpus: Entry
    MegatronLm2021PeakFraction: Entry
    MicrosoftOpenAI2020Gpus: Entry
    MtNlgMfu: Entry
    Opt175BAutomaticRestarts: Entry
    Opt175BGpus: Entry
    Opt175BHostsCycled: Entry
    Opt175BManualRestarts: Entry
    Opt175BTflopsPerGpu: Entry
    Palm540B_Phase1Chips: Entry
    Palm540B_Phase1Hours: Entry
    Palm540B_Phase2Chips: Entry
    Palm540B_Phase2Hours: Entry
    PalmMfu: Entry

class _Literature(Registry):
    """The entries under `Literature`."""
    BatchSize: _Literature_BatchSize
    Benchmarks: _Literature_Benchmarks
    Chinchilla: _Literature_Chinchilla
    Communication: _Literature_Communication
    KaplanScalingLaws: _Literature_KaplanScalingLaws
    Training: _Literature_Training
    TrainingRuns: _Literature_TrainingRuns

class _Ops_MemoryProtection(Registry):
    """The entries under `MemoryProtection`."""
    EccParityOverhead: Entry
    NoEccOverhead: Entry

class _Ops_Monitoring(Registry):
    """The entries under `Monitoring`."""
    EvidentlyKsMaxReferenceRows: Entry
    EvidentlyKsPValueThreshold: Entry
    EvidentlyWassersteinThreshold: Entry
    KsTestCoefficient: Entry
    MemoryBitErrorRatePerBit: Entry
    PsiCriticalThreshold: Entry
    PsiReviewThreshold: Entry
    PsiWarnThreshold: Entry
    SreBudgetPeriodDays: Entry
    SreFastBurnRate: Entry
    SreFastBurnWindowHours: Entry
    SreSloTarget: Entry
    SreSlowBurnRate: Entry
    SreSlowBurnWindowHours: Entry
    SreTicketBurnRate: Entry
    SreTicketBurnWindowDays: Entry

class _Ops_Preemption(Registry):
    """The entries under `Preemption`."""
    AwsSpotNotice: Entry
    GcpPreemptibleNotice: Entry

class _Ops_RuntimeOverheads(Registry):
    """The entries under `RuntimeOverheads`."""
    KernelLaunch: Entry
    PythonDispatch: Entry
    TinyMemoryAccess: Entry

class _Ops_TrainingRunOverheads(Registry):
    """The entries under `TrainingRunOverheads`."""
    Checkpoint: Entry
    FailureRecovery: Entry
    Maintenance: Entry
    PipelineBubble: Entry
    SchedulerPreemption: Entry

class _Ops(Registry):
    """The entries under `Ops`."""
    MemoryProtection: _Ops_MemoryProtection
    Monitoring: _Ops_Monitoring
    Preemption: _Ops_Preemption
    RuntimeOverheads: _Ops_RuntimeOverheads
    TrainingRunOverheads: _Ops_TrainingRunOverheads

class _Agents_Coding(Registry):
    """The entries under `Coding`."""
    SWE_Bench_Runner: Entry
    SWE_Bench_Workstation: Entry

class _Agents_Deliberation(Registry):
    """The entries under `Deliberation`."""
    TreeSearch: Entry

class _Agents_Interactive(Registry):
    """The entries under `Interactive`."""
    StreamingVoice: Entry

class _Agents_MultiAgent(Registry):
    """The entries under `MultiAgent`."""
    SupervisorWorker: Entry

class _Agents_Platforms(Registry):
    """The entries under `Platforms`."""
    Cloud_DGX_H100: Entry
    Workstation_Apple: Entry

class _Agents_Remediation(Registry):
    """The entries under `Remediation`."""
    OnCall: Entry

class _Agents_Research(Registry):
    """The entries under `Research`."""
    OrchestratorWorker: Entry

class _Agents_Support(Registry):
    """The entries under `Support`."""
    CustomerOps: Entry

class _Agents(Registry):
    """The entries under `Agents`."""
    Coding: _Agents_Coding
    Deliberation: _Agents_Deliberation
    Interactive: _Agents_Interactive
    MultiAgent: _Agents_MultiAgent
    Platforms: _Agents_Platforms
    Remediation: _Agents_Remediation
    Research: _Agents_Research
    Support: _Agents_Support

class _Sensors_Camera(Registry):
    """The entries under `Camera`."""
    Intel_RealSense_D435i: Entry
    Sony_IMX296: Entry
    Sony_IMX477: Entry

class _Sensors_IMU(Registry):
    """The entries under `IMU`."""
    Bosch_BMI088: Entry

class _Sensors_LiDAR(Registry):
    """The entries under `LiDAR`."""
    Ouster_OS1_64: Entry
    Velodyne_HDL_64E: Entry

class _Sensors_SafetyLightCurtain(Registry):
    """The entries under `SafetyLightCurtain`."""
    SICK_deTec4_Set_30_450: Entry

class _Sensors_SafetyScanner(Registry):
    """The entries under `SafetyScanner`."""
    Keyence_SZ_V32: Entry
    SICK_nanoScan3: Entry

class _Sensors(Registry):
    """The entries under `Sensors`."""
    Camera: _Sensors_Camera
    IMU: _Sensors_IMU
    LiDAR: _Sensors_LiDAR
    SafetyLightCurtain: _Sensors_SafetyLightCurtain
    SafetyScanner: _Sensors_SafetyScanner

class _Actuators_FramelessMotor(Registry):
    """The entries under `FramelessMotor`."""
    TQ_ILM70x18: Entry

class _Actuators_HarmonicDrive(Registry):
    """The entries under `HarmonicDrive`."""
    CSG_17_50: Entry
    CSG_20_100: Entry
    CSG_25_50: Entry

class _Actuators_HubMotor(Registry):
    """The entries under `HubMotor`."""
    ZLTECH_ZLLG10ASM800: Entry

class _Actuators_PandaClassJoint(Registry):
    """The entries under `PandaClassJoint`."""
    CSG_25_50_ILM70x18: Entry

class _Actuators_QuasiDirectDrive(Registry):
    """The entries under `QuasiDirectDrive`."""
    TMotor_AK80_9: Entry
    Unitree_M107: Entry

class _Actuators_SafetyRelay(Registry):
    """The entries under `SafetyRelay`."""
    Pilz_PNOZ_s4: Entry

class _Actuators_Servo(Registry):
    """The entries under `Servo`."""
    Dynamixel_XM430: Entry

class _Actuators(Registry):
    """The entries under `Actuators`."""
    FramelessMotor: _Actuators_FramelessMotor
    HarmonicDrive: _Actuators_HarmonicDrive
    HubMotor: _Actuators_HubMotor
    PandaClassJoint: _Actuators_PandaClassJoint
    QuasiDirectDrive: _Actuators_QuasiDirectDrive
    SafetyRelay: _Actuators_SafetyRelay
    Servo: _Actuators_Servo

class _Embodied_AMR(Registry):
    """The entries under `AMR`."""
    HeavyAMR: Entry
    LogisticsAMR: Entry
    WarehouseAMR: Entry

class _Embodied_ContinuousProcess(Registry):
    """The entries under `ContinuousProcess`."""
    DED_MeltPool: Entry

class _Embodied_Drone(Registry):
    """The entries under `Drone`."""
    DJI_Matrice: Entry

class _Embodied_Humanoid(Registry):
    """The entries under `Humanoid`."""
    Atlas: Entry
    Unitree_H1: Entry

class _Embodied_Manipulator(Registry):
    """The entries under `Manipulator`."""
    ALOHA_Bimanual: Entry
    Panda: Entry

class _Embodied_MobileManipulator(Registry):
    """The entries under `MobileManipulator`."""
    WarehouseMobileManipulator: Entry

class _Embodied_Quadruped(Registry):
    """The entries under `Quadruped`."""
    Spot: Entry

class _Embodied_Scenario(Registry):
    """The entries under `Scenario`."""
    WarehouseAisle: Entry

class _Embodied_Vehicle(Registry):
    """The entries under `Vehicle`."""
    Robotaxi: Entry
    UberATG_VolvoXC90: Entry

class _Embodied(Registry):
    """The entries under `Embodied`."""
    AMR: _Embodied_AMR
    ContinuousProcess: _Embodied_ContinuousProcess
    Drone: _Embodied_Drone
    Humanoid: _Embodied_Humanoid
    Manipulator: _Embodied_Manipulator
    MobileManipulator: _Embodied_MobileManipulator
    Quadruped: _Embodied_Quadruped
    Scenario: _Embodied_Scenario
    Vehicle: _Embodied_Vehicle

Hardware: _Hardware
Models: _Models
Systems: _Systems
Infrastructure: _Infrastructure
Datasets: _Datasets
ReferenceStats: _ReferenceStats
Literature: _Literature
Ops: _Ops
Agents: _Agents
Sensors: _Sensors
Actuators: _Actuators
Embodied: _Embodied
AgentPlatforms: _Agents_Platforms
