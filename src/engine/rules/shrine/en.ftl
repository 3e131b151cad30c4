shrine-prompt = { $who }: an offering at the capital's shrine (1 gold, if there is any)?
shrine-offer = an offering at the shrine
shrine-decline = no offering
shrine-asked = { $n ->
    [one] One kingdom is asked for an offering at its shrine (SHR-1).
   *[other] { $n } kingdoms are asked for an offering at their shrines (SHR-1).
}
shrine-offered = { $kingdom } makes an offering at its capital's shrine (SHR-2).
shrine-declined = { $kingdom } makes no offering (SHR-1).
shrine-mark = { $kingdom } made an offering at this shrine this year (SHR-2)
