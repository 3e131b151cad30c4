shrine-prompt = { $who }: an offering of 1 gold at the capital's shrine?
shrine-offer = an offering at the shrine
shrine-decline = no offering
shrine-asked = { $n ->
    [one] One kingdom is asked for an offering at its shrine (SHR-1).
   *[other] { $n } kingdoms are asked for an offering at their shrines (SHR-1).
}
shrine-offered = { $kingdom } makes an offering of 1 gold at its capital's shrine (SHR-2).
shrine-declined = { $kingdom } makes no offering (SHR-1).
shrine-mark = { $kingdom } made an offering at this shrine this year (SHR-2)
