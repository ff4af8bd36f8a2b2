public enum WxdashCLIPlaceholder {}
